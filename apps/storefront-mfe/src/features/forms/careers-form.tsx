import { useEffect, useState } from 'react';
import {
  CAREER_EXPERIENCE,
  CAREER_LOCATIONS,
  CAREER_POSITIONS,
  CV_RULES,
  careersFormSchema,
  cvClientError,
  type CareersForm as CareersValues,
} from '@harman/contracts';
import { useTranslation } from '@harman/i18n';
import { SelectField, TextAreaField, TextField } from '@harman/ui';
import { choiceOptions } from './choice-options';
import { FileField } from './file-field';
import { FormShell } from './form-shell';
import { usePublicForm } from './use-public-form';

type Position = (typeof CAREER_POSITIONS)[number];

/** The fields as multipart form data, with the CV as the `cv` part. */
function toFormData(values: CareersValues, language: string, cv: File | null): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && key !== 'language') data.append(key, String(value));
  data.append('language', language);
  if (cv) data.append('cv', cv, cv.name);
  return data;
}

/** Job application with an optional CV (spec §5: name, e-mail, phone and position required; .pdf/.doc/.docx). */
export function CareersForm({ choice }: { choice?: { position: Position } }) {
  const { t } = useTranslation('forms');
  const [cv, setCv] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  const state = usePublicForm({
    kind: 'careers',
    schema: careersFormSchema,
    defaultValues: { name: '', email: '', phone: '', position: '' as never, experience: '', location: '', message: '' },
    toBody: (values, language) => {
      const problem = cv ? cvClientError(cv) : null;
      if (problem) {
        setCvError(problem);
        return null;
      }
      return toFormData(values, language, cv);
    },
  });
  const { setValue } = state.form;
  useEffect(() => {
    if (choice) setValue('position', choice.position);
  }, [choice, setValue]);

  const serverCvError = state.form.formState.errors['cv' as never] as { message?: string } | undefined;
  const startOver = () => {
    setCv(null);
    setCvError(null);
    state.startOver();
  };
  return (
    <FormShell
      state={{ ...state, startOver }}
      label={t('careers.label')}
      submitLabel={t('careers.submit')}
      success={{ title: t('careers.successTitle'), text: t('careers.successText'), again: t('careers.again') }}
    >
      <div className="public-form__row">
        <TextField label={t('fields.fullName')} required autoComplete="name" {...state.field('name')} />
        <TextField label={t('fields.email')} required type="email" autoComplete="email" {...state.field('email')} />
      </div>
      <div className="public-form__row">
        <TextField label={t('fields.phone')} required type="tel" autoComplete="tel" {...state.field('phone')} />
        <SelectField label={t('fields.position')} required placeholder={t('select')} options={choiceOptions(CAREER_POSITIONS, 'careers.positions', t)} {...state.field('position')} />
      </div>
      <div className="public-form__row">
        <SelectField label={t('fields.experience')} placeholder={t('select')} options={choiceOptions(CAREER_EXPERIENCE, 'careers.experience', t)} {...state.field('experience')} />
        <SelectField label={t('fields.location')} placeholder={t('select')} options={choiceOptions(CAREER_LOCATIONS, 'careers.locations', t)} {...state.field('location')} />
      </div>
      <TextAreaField label={t('fields.notes')} maxLength={1000} {...state.field('message')} />
      <FileField
        label={t('fields.cv')}
        hint={t('fields.cvHint')}
        name="cv"
        accept={CV_RULES.accept}
        error={cvError ? t(cvError) : serverCvError?.message ? t(serverCvError.message) : undefined}
        onFile={(file) => {
          state.form.clearErrors('cv' as never);
          setCv(file);
          setCvError(file ? cvClientError(file) : null);
        }}
      />
    </FormShell>
  );
}
