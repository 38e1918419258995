import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ScheduleFileError } from './schedule-file-error';
import { readScheduleBytes } from './schedule-file-reader';
import { decodeScheduleBytes, guessSingleByteEncoding } from './text-encoding';

/** Text in a single-byte Windows code page, built from the code page's own table so the test needs no encoder. */
function encodeSingleByte(text: string, label: string): Uint8Array {
  const table = new TextDecoder(label).decode(Uint8Array.from({ length: 256 }, (_, i) => i));
  return Uint8Array.from([...text], (char) => {
    const byte = table.indexOf(char);
    assert.ok(byte >= 0, `${char} is not in ${label}`);
    return byte;
  });
}

const CYRILLIC_XER = [
  'ERMHDR\t8.4\t2015-02-25\tProject\tadmin\tАдминистратор\tdbxDatabaseNoName\tProject Management\tRUB',
  '%T\tPROJECT',
  '%F\tproj_id\tproj_short_name\tclndr_id\tplan_start_date',
  '%R\t1\tЖилой дом\t10\t2024-01-08 08:00',
  '%T\tCALENDAR',
  '%F\tclndr_id\tdefault_flag\tclndr_name\tclndr_data',
  '%R\t10\tY\tПятидневка\t',
  '%T\tTASK',
  '%F\ttask_id\tproj_id\tclndr_id\ttask_type\tstatus_code\ttask_code\ttask_name\ttarget_drtn_hr_cnt',
  '%R\t100\t1\t10\tTT_Task\tTK_NotStart\tА1000\tЗемляные работы\t16',
  '%R\t101\t1\t10\tTT_Task\tTK_NotStart\tА1010\tБетонирование фундамента\t24',
  '%E',
].join('\r\n');

describe('decodeScheduleBytes', () => {
  it('reads a Windows-1251 XER with Cyrillic names', () => {
    const read = readScheduleBytes(encodeSingleByte(CYRILLIC_XER, 'windows-1251'), 'дом.xer');
    assert.equal(read.encoding, 'windows-1251');
    assert.equal(read.format, 'xer');
    assert.equal(read.model.name, 'Жилой дом');
    assert.deepEqual(read.model.activities.map((a) => [a.id, a.name]), [
      ['А1000', 'Земляные работы'],
      ['А1010', 'Бетонирование фундамента'],
    ]);
    assert.equal(read.model.calendars[0]?.name, 'Пятидневка');
  });

  it('takes Western accented names as Windows-1252', () => {
    const bytes = encodeSingleByte('%R\t100\tPlanificación\tGebäude Süd\tÉtanchéité\t£', 'windows-1252');
    assert.equal(guessSingleByteEncoding(bytes), 'windows-1252');
    assert.equal(decodeScheduleBytes(bytes).text, '%R\t100\tPlanificación\tGebäude Süd\tÉtanchéité\t£');
  });

  it('follows a code page named on the ERMHDR line', () => {
    const text = 'ERMHDR\t8.4\t2015-02-25\tProject\tadmin\tcp1251\n%T\tX\n%E';
    assert.equal(decodeScheduleBytes(encodeSingleByte(text, 'windows-1251')).encoding, 'windows-1251');
  });

  it('follows the encoding of the XML declaration', () => {
    const xml = '<?xml version="1.0" encoding="windows-1251"?><Project><Name>Школа</Name></Project>';
    assert.deepEqual(decodeScheduleBytes(encodeSingleByte(xml, 'windows-1251')), { text: xml, encoding: 'windows-1251' });
  });

  it('prefers valid UTF-8 and drops its byte order mark', () => {
    const text = '<Project><Name>Школа Ñandú</Name></Project>';
    const utf8 = new TextEncoder().encode(text);
    assert.deepEqual(decodeScheduleBytes(utf8), { text, encoding: 'utf-8' });
    assert.deepEqual(decodeScheduleBytes(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8])), { text, encoding: 'utf-8' });
  });

  it('reads UTF-16 with and without a byte order mark', () => {
    const text = '<?xml version="1.0" encoding="UTF-16"?><Project/>';
    const littleEndian = Uint8Array.from([...text].flatMap((char) => [char.charCodeAt(0) & 0xff, char.charCodeAt(0) >> 8]));
    assert.deepEqual(decodeScheduleBytes(Uint8Array.from([0xff, 0xfe, ...littleEndian])), { text, encoding: 'utf-16le' });
    assert.deepEqual(decodeScheduleBytes(littleEndian), { text, encoding: 'utf-16le' });
  });
});

describe('readScheduleBytes refusals', () => {
  const refusal = (bytes: Uint8Array): string => {
    try {
      readScheduleBytes(bytes, 'sent.bin');
    } catch (error) {
      assert.ok(error instanceof ScheduleFileError);
      return error.message;
    }
    assert.fail('expected a refusal');
  };

  it('says what was sent instead of a schedule', () => {
    assert.match(refusal(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1])), /sent.bin .*binary Office file \(an \.mpp\?\)/);
    assert.match(refusal(Uint8Array.from([0x50, 0x4b, 0x03, 0x04])), /compressed archive/);
    assert.match(refusal(new TextEncoder().encode('<html><body/></html>')), /XML with root <html>/);
    assert.match(refusal(new Uint8Array()), /it is empty/);
  });
});
