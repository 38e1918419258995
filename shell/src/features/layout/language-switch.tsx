import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type Language } from '../../i18n/i18n';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current: Language = i18n.language === 'es' ? 'es' : 'en';
  return (
    <Segmented<Language>
      size="small"
      aria-label={t('header.language')}
      data-testid="language-switch"
      value={current}
      options={LANGUAGES.map((language) => ({ label: language.toUpperCase(), value: language }))}
      onChange={changeLanguage}
    />
  );
}
