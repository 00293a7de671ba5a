import { useEffect } from 'react';
import { ACADEMY_COURSES, ACADEMY_EXPERIENCE, ACADEMY_GOALS, academyFormSchema, type AcademyCourse } from '@harman/contracts';
import { useTranslation } from '@harman/i18n';
import { SelectField, TextAreaField, TextField } from '@harman/ui';
import { choiceOptions } from './choice-options';
import { FormShell } from './form-shell';
import { usePublicForm } from './use-public-form';

/** Coffee School application (spec §5: name, e-mail and phone required); `choice` preselects a course. */
export function AcademyForm({ choice }: { choice?: { course: AcademyCourse } }) {
  const { t } = useTranslation('forms');
  const { t: tSite } = useTranslation('site');
  const state = usePublicForm({
    kind: 'academy',
    schema: academyFormSchema,
    defaultValues: { name: '', email: '', phone: '', course: '', experience: '', goals: '', message: '' },
  });
  const { setValue } = state.form;
  useEffect(() => {
    if (choice) setValue('course', choice.course);
  }, [choice, setValue]);
  return (
    <FormShell
      state={state}
      label={t('academy.label')}
      submitLabel={t('academy.submit')}
      success={{ title: t('academy.successTitle'), text: t('academy.successText'), again: t('academy.again') }}
    >
      <div className="public-form__row">
        <TextField label={t('fields.fullName')} required autoComplete="name" {...state.field('name')} />
        <TextField label={t('fields.email')} required type="email" autoComplete="email" {...state.field('email')} />
      </div>
      <div className="public-form__row">
        <TextField label={t('fields.phone')} required type="tel" autoComplete="tel" {...state.field('phone')} />
        <SelectField label={t('fields.course')} placeholder={t('select')} options={choiceOptions(ACADEMY_COURSES, 'coffeeSchool.courseNames', tSite)} {...state.field('course')} />
      </div>
      <div className="public-form__row">
        <SelectField label={t('fields.experience')} placeholder={t('select')} options={choiceOptions(ACADEMY_EXPERIENCE, 'academy.experience', t)} {...state.field('experience')} />
        <SelectField label={t('fields.goals')} placeholder={t('select')} options={choiceOptions(ACADEMY_GOALS, 'academy.goals', t)} {...state.field('goals')} />
      </div>
      <TextAreaField label={t('fields.notes')} maxLength={1000} {...state.field('message')} />
    </FormShell>
  );
}
