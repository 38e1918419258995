import { useState } from 'react';
import { Alert, Button, Modal, Select, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CalendarChangeReply, PublicHoliday, ScheduleScope } from '@tenon/contracts/types';
import { ApiError } from '@tenon/ui';
import { holidayCountries, importHolidays, previewHolidays, type HolidayQuery } from './calendars.api';
import { CALENDARS_NAMESPACE } from './calendar-messages';
import { calendarErrorTexts, holidayYears, type CalendarErrorText } from './calendar-form-rules';
import { ErrorTexts } from './error-texts';

interface HolidayImportProps {
  place: ScheduleScope;
  calendar: { id: string; name: string };
  defaultCountry: string | undefined;
  onImported: (reply: CalendarChangeReply) => void;
  onClose: () => void;
}

/** Public holidays of a country and years from the holiday library, previewed, then the kept ones added. */
export function HolidayImport({ place, calendar, defaultCountry, onImported, onClose }: HolidayImportProps) {
  const { t, i18n } = useTranslation(CALENDARS_NAMESPACE);
  const language = i18n.language.startsWith('es') ? 'es' : 'en';
  const thisYear = Number(new Date().toISOString().slice(0, 4));
  const [country, setCountry] = useState<string | undefined>(defaultCountry);
  const [years, setYears] = useState<number[]>([thisYear, thisYear + 1]);
  const [preview, setPreview] = useState<{ query: HolidayQuery; holidays: PublicHoliday[] } | null>(null);
  const [kept, setKept] = useState<string[]>([]);
  const [errors, setErrors] = useState<CalendarErrorText[]>([]);
  const [busy, setBusy] = useState(false);
  const countries = useQuery({ queryKey: ['masterplan', 'holiday-countries', language], queryFn: () => holidayCountries(place, language), staleTime: Infinity });

  const failed = (error: unknown) => setErrors(error instanceof ApiError ? calendarErrorTexts(error) : [{ key: 'error_plain', text: String(error) }]);
  const load = async () => {
    if (country === undefined) return setErrors([{ key: 'error_country' }]);
    if (years.length === 0) return setErrors([{ key: 'error_years' }]);
    const query: HolidayQuery = { country, years: [...years].sort(), language };
    setBusy(true);
    setErrors([]);
    try {
      const reply = await previewHolidays(place, calendar.id, query);
      setPreview({ query, holidays: reply.holidays });
      setKept(reply.holidays.filter((h) => h.alreadyInCalendar !== true).map((h) => h.fromDate));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  const add = async () => {
    if (preview === null) return;
    setBusy(true);
    try {
      onImported(await importHolidays(place, calendar.id, preview.query, kept));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      width={720}
      title={t('holidays_title', { calendar: calendar.name })}
      onCancel={onClose}
      okText={t('holidays_add', { count: kept.length })}
      cancelText={t('cancel')}
      okButtonProps={{ disabled: preview === null || kept.length === 0, loading: busy, id: 'holidays-add' }}
      onOk={() => void add()}
      data-testid="holiday-import"
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          showSearch
          optionFilterProp="label"
          style={{ width: 260 }}
          placeholder={t('holidays_country')}
          loading={countries.isLoading}
          value={country}
          onChange={(value) => setCountry(value)}
          options={(countries.data?.countries ?? []).map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }))}
          data-testid="holidays-country"
        />
        <Select mode="multiple" style={{ width: 260 }} placeholder={t('holidays_years')} value={years} onChange={setYears} options={holidayYears(new Date().toISOString()).map((y) => ({ value: y, label: String(y) }))} data-testid="holidays-years" />
        <Button onClick={() => void load()} loading={busy && preview === null} data-testid="holidays-preview">
          {t('holidays_preview')}
        </Button>
      </Space>
      {preview === null ? (
        <Alert type="info" showIcon message={t('holidays_hint')} />
      ) : (
        <Table
          size="small"
          rowKey="fromDate"
          pagination={false}
          scroll={{ y: 360 }}
          dataSource={preview.holidays}
          rowSelection={{ selectedRowKeys: kept, onChange: (keys) => setKept(keys.map(String)), getCheckboxProps: (h: PublicHoliday) => ({ disabled: h.alreadyInCalendar === true }) }}
          columns={[
            { key: 'date', title: t('exception_from'), width: 200, render: (_: unknown, h: PublicHoliday) => (h.fromDate === h.toDate ? h.fromDate : `${h.fromDate} – ${h.toDate}`) },
            { key: 'name', title: t('exception_name'), render: (_: unknown, h: PublicHoliday) => <span data-testid={`holiday-${h.fromDate}`}>{h.name}</span> },
            { key: 'present', width: 160, render: (_: unknown, h: PublicHoliday) => (h.alreadyInCalendar === true ? <Tag>{t('holidays_present')}</Tag> : null) },
          ]}
          data-testid="holidays-preview-table"
        />
      )}
      {errors.length > 0 ? <Alert style={{ marginTop: 12 }} type="error" showIcon message={<ErrorTexts errors={errors} />} /> : null}
    </Modal>
  );
}
