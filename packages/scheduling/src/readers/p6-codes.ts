import type { Constraint, LagCalendar, LinkType, ScheduleOptions } from '../model';

/** P6 constraint codes (XER `cstr_type`) and their P6 XML names. */
export const P6_CONSTRAINTS: Record<string, Omit<Constraint, 'date'>> = {
  CS_MSOA: { type: 'snet' },
  CS_MSOB: { type: 'snlt' },
  CS_MEOA: { type: 'fnet' },
  CS_MEOB: { type: 'fnlt' },
  CS_MSO: { type: 'mso' },
  CS_MEO: { type: 'mfo' },
  CS_MANDSTART: { type: 'mso', mandatory: true },
  CS_MANDFIN: { type: 'mfo', mandatory: true },
  CS_ALAP: { type: 'alap' },
  'Start On or After': { type: 'snet' },
  'Start On or Before': { type: 'snlt' },
  'Finish On or After': { type: 'fnet' },
  'Finish On or Before': { type: 'fnlt' },
  'Start On': { type: 'mso' },
  'Finish On': { type: 'mfo' },
  'Mandatory Start': { type: 'mso', mandatory: true },
  'Mandatory Finish': { type: 'mfo', mandatory: true },
  'As Late As Possible': { type: 'alap' },
};

export const P6_LINK_TYPES: Record<string, LinkType> = {
  PR_FS: 'FS',
  PR_SS: 'SS',
  PR_FF: 'FF',
  PR_SF: 'SF',
  'Finish to Start': 'FS',
  'Start to Start': 'SS',
  'Finish to Finish': 'FF',
  'Start to Finish': 'SF',
};

export const P6_LAG_CALENDARS: Record<string, LagCalendar> = {
  rcal_Predecessor: 'predecessor',
  rcal_Successor: 'successor',
  rcal_ProjDefault: 'project-default',
  rcal_24Hour: '24h',
  'Predecessor Activity Calendar': 'predecessor',
  'Successor Activity Calendar': 'successor',
  'Project Default Calendar': 'project-default',
  '24 Hour Calendar': '24h',
};

export const P6_FLOAT_TYPES: Record<string, ScheduleOptions['totalFloatMode']> = {
  FT_FF: 'finish',
  FT_SF: 'start',
  FT_SmallFF: 'smallest',
  'Finish Float = Late Finish - Early Finish': 'finish',
  'Start Float = Late Start - Early Start': 'start',
  'Smallest of Start Float and Finish Float': 'smallest',
};
