import { useState } from 'react';
import { Alert, Button, Checkbox, Col, Form, Input, Modal, Row, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CalendarException, CalendarShift } from '@tenon/contracts/types';
import { ApiError } from '@tenon/ui';
import type { CalendarFields } from './calendars.api';
import { CALENDARS_NAMESPACE } from './calendar-messages';
import { calendarErrorTexts, isTwentyFourHours, newException, nextShift, parseShiftsText, RECURRENCES, shiftsText, TWENTY_FOUR_HOURS, WEEKDAY_KEYS, type CalendarErrorText } from './calendar-form-rules';
import { ErrorTexts } from './error-texts';

interface ExceptionRow {
  exception: CalendarException;
  index: number;
}

interface CalendarEditorProps {
  title: string;
  initial: CalendarFields;
  readOnly: boolean;
  onSave: (fields: CalendarFields) => Promise<void>;
  onClose: () => void;
}

/** Create or edit a calendar: working days, the shifts of a working day, and exceptions that may recur. */
export function CalendarEditor({ title, initial, readOnly, onSave, onClose }: CalendarEditorProps) {
  const { t } = useTranslation(CALENDARS_NAMESPACE);
  const [fields, setFields] = useState<CalendarFields>(initial);
  const [shiftTexts, setShiftTexts] = useState<string[]>(initial.exceptions.map((e) => shiftsText(e.shifts)));
  const [errors, setErrors] = useState<CalendarErrorText[]>([]);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof CalendarFields>(key: K, value: CalendarFields[K]) => setFields((current) => ({ ...current, [key]: value }));
  const setShift = (index: number, change: Partial<CalendarShift>) => set('shifts', fields.shifts.map((shift, i) => (i === index ? { ...shift, ...change } : shift)));
  const setException = (index: number, change: Partial<CalendarException>) => set('exceptions', fields.exceptions.map((e, i) => (i === index ? { ...e, ...change } : e)));
  const twentyFour = isTwentyFourHours(fields.shifts);

  const save = async () => {
    const exceptions: CalendarException[] = [];
    for (const [index, exception] of fields.exceptions.entries()) {
      const shifts = exception.working ? parseShiftsText(shiftTexts[index] ?? '') : [];
      if (shifts === null) return setErrors([{ key: 'error_time_format' }]);
      exceptions.push({ ...exception, shifts });
    }
    if (fields.name.trim() === '') return setErrors([{ key: 'error_name_required' }]);
    setSaving(true);
    try {
      await onSave({ ...fields, exceptions });
    } catch (error) {
      setErrors(error instanceof ApiError ? calendarErrorTexts(error) : [{ key: 'error_plain', text: String(error) }]);
    } finally {
      setSaving(false);
    }
  };

  const exceptionColumns = [
    { key: 'name', title: t('exception_name'), render: (_: unknown, { exception: e, index: i }: ExceptionRow) => <Input value={e.name} disabled={readOnly} onChange={(ev) => setException(i, { name: ev.target.value })} data-testid={`exception-name-${i}`} /> },
    { key: 'from', title: t('exception_from'), width: 150, render: (_: unknown, { exception: e, index: i }: ExceptionRow) => <Input type="date" value={e.fromDate} disabled={readOnly} onChange={(ev) => setException(i, { fromDate: ev.target.value, toDate: e.toDate < ev.target.value ? ev.target.value : e.toDate })} data-testid={`exception-from-${i}`} /> },
    { key: 'to', title: t('exception_to'), width: 150, render: (_: unknown, { exception: e, index: i }: ExceptionRow) => <Input type="date" value={e.toDate} disabled={readOnly} onChange={(ev) => setException(i, { toDate: ev.target.value })} data-testid={`exception-to-${i}`} /> },
    {
      key: 'every',
      title: t('exception_every'),
      width: 130,
      render: (_: unknown, { exception: e, index: i }: ExceptionRow) => (
        <Select value={e.every} disabled={readOnly} onChange={(every) => setException(i, { every })} options={RECURRENCES.map((r) => ({ value: r, label: t(`every_${r}`) }))} style={{ width: '100%' }} data-testid={`exception-every-${i}`} />
      ),
    },
    {
      key: 'working',
      title: t('exception_working'),
      width: 220,
      render: (_: unknown, { exception: e, index: i }: ExceptionRow) => (
        <Space direction="vertical" size={4} style={{ width: '100%' }}>
          <Checkbox checked={e.working} disabled={readOnly} onChange={(ev) => setException(i, { working: ev.target.checked })} data-testid={`exception-working-${i}`}>
            {t('exception_workable')}
          </Checkbox>
          {e.working ? (
            <Input
              value={shiftTexts[i] ?? ''}
              placeholder={t('exception_shifts_placeholder')}
              disabled={readOnly}
              onChange={(ev) => setShiftTexts((texts) => texts.map((text, k) => (k === i ? ev.target.value : text)))}
              data-testid={`exception-shifts-${i}`}
            />
          ) : null}
        </Space>
      ),
    },
    {
      key: 'remove',
      width: 90,
      render: (_: unknown, { exception: e, index: i }: ExceptionRow) => (
        <Space size={4}>
          {e.source.startsWith('holidays:') ? <Tag>{e.source.slice('holidays:'.length)}</Tag> : null}
          <Button
            size="small"
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('exception_remove')}
            disabled={readOnly}
            onClick={() => {
              set('exceptions', fields.exceptions.filter((_, k) => k !== i));
              setShiftTexts((texts) => texts.filter((_, k) => k !== i));
            }}
            data-testid={`exception-remove-${i}`}
          />
        </Space>
      ),
    },
  ];

  return (
    <Modal
      open
      width={980}
      title={title}
      onCancel={onClose}
      okText={t('save')}
      cancelText={t('cancel')}
      okButtonProps={{ disabled: readOnly, loading: saving, id: 'calendar-save' }}
      onOk={() => void save()}
      data-testid="calendar-editor"
    >
      <Form layout="vertical">
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item label={t('name')} required>
              <Input value={fields.name} disabled={readOnly} maxLength={80} onChange={(e) => set('name', e.target.value)} data-testid="calendar-name" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label=" ">
              <Checkbox checked={fields.isDefault} disabled={readOnly || initial.isDefault} onChange={(e) => set('isDefault', e.target.checked)} data-testid="calendar-default">
                {t('default_hint')}
              </Checkbox>
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('working_days')}>
          <Space wrap>
            {WEEKDAY_KEYS.map((day, index) => (
              <Checkbox
                key={day}
                checked={fields.workingDays[index] === 1}
                disabled={readOnly}
                onChange={(e) => set('workingDays', fields.workingDays.map((flag, i) => (i === index ? (e.target.checked ? 1 : 0) : flag)))}
                data-testid={`calendar-day-${index}`}
              >
                {t(`day_${day}`)}
              </Checkbox>
            ))}
          </Space>
        </Form.Item>
        <Form.Item label={t('shifts')} extra={t('shifts_hint')}>
          <Space direction="vertical" style={{ width: '100%' }}>
            <Space>
              <Switch checked={twentyFour} disabled={readOnly} onChange={(on) => set('shifts', on ? [...TWENTY_FOUR_HOURS] : [{ start: '08:00', end: '17:00' }])} data-testid="calendar-24h" />
              <Typography.Text>{t('twenty_four_hours')}</Typography.Text>
            </Space>
            {twentyFour
              ? null
              : fields.shifts.map((shift, index) => (
                  <Space key={index}>
                    <Input value={shift.start} disabled={readOnly} style={{ width: 90 }} onChange={(e) => setShift(index, { start: e.target.value })} aria-label={t('shift_start')} data-testid={`shift-start-${index}`} />
                    <span>–</span>
                    <Input value={shift.end} disabled={readOnly} style={{ width: 90 }} onChange={(e) => setShift(index, { end: e.target.value })} aria-label={t('shift_end')} data-testid={`shift-end-${index}`} />
                    <Button size="small" icon={<DeleteOutlined aria-hidden />} aria-label={t('shift_remove')} disabled={readOnly || fields.shifts.length === 1} onClick={() => set('shifts', fields.shifts.filter((_, i) => i !== index))} data-testid={`shift-remove-${index}`} />
                  </Space>
                ))}
            {twentyFour ? null : (
              <Button size="small" icon={<PlusOutlined aria-hidden />} disabled={readOnly} onClick={() => set('shifts', [...fields.shifts, nextShift(fields.shifts)])} data-testid="shift-add">
                {t('shift_add')}
              </Button>
            )}
          </Space>
        </Form.Item>
        <Form.Item label={t('exceptions')} extra={t('exceptions_hint')}>
          <Table size="small" rowKey={(row) => String(row.index)} pagination={false} scroll={{ y: 320 }} columns={exceptionColumns} dataSource={fields.exceptions.map((exception, index) => ({ exception, index }))} data-testid="calendar-exceptions" />
          <Button
            size="small"
            icon={<PlusOutlined aria-hidden />}
            disabled={readOnly}
            style={{ marginTop: 8 }}
            onClick={() => {
              // On top, where it is seen without scrolling through the holidays.
              set('exceptions', [newException(new Date().toISOString().slice(0, 10)), ...fields.exceptions]);
              setShiftTexts((texts) => ['', ...texts]);
            }}
            data-testid="exception-add"
          >
            {t('exception_add')}
          </Button>
        </Form.Item>
        {errors.length > 0 ? <Alert type="error" showIcon message={<ErrorTexts errors={errors} />} data-testid="calendar-editor-error" /> : null}
      </Form>
    </Modal>
  );
}
