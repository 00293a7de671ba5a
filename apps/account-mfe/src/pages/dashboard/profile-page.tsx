import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { getSessionStore, type SessionStore } from '@harman/auth';
import { joinFullName, updateProfileSchema, type Profile, type UpdateProfileInput } from '@harman/contracts';
import { Banner, Button, CheckboxField, PageHead, TextAreaField, TextField, useRemoteData } from '@harman/ui';
import { SectionState } from '../../components/section-state';
import { errorInfo } from '../../features/auth/auth-error-message';
import { getProfile, updateProfile } from '../../features/dashboard/api/profile';
import { AvatarPicker } from '../../features/dashboard/avatar-picker';
import { applyServerFields } from '../../lib/server-fields';
import { useAccountTranslation } from '../../lib/use-account-translation';

const FIELDS = ['firstName', 'lastName', 'phone', 'dateOfBirth', 'bio'] as const;

const toForm = (profile: Profile): UpdateProfileInput => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  phone: profile.phone ?? '',
  dateOfBirth: profile.dateOfBirth ?? '',
  bio: profile.bio ?? '',
  preferences: profile.preferences,
});

/** /dashboard/profile: photo, names, read-only e-mail, phone, birth date, bio and contact preferences. */
export function ProfilePage() {
  const { t } = useAccountTranslation();
  const profile = useRemoteData(getProfile, []);
  return (
    <div className="account-page">
      <PageHead title={t('profile.title')} />
      <h1 className="account-page__title">{t('profile.title')}</h1>
      <SectionState page data={profile} reload={profile.reload}>
        {(data) => (
          <>
            <div className="account-card">
              <AvatarPicker avatarUrl={data.avatarUrl} onChange={(avatarUrl) => profile.setData((current) => ({ ...current, avatarUrl }))} />
            </div>
            <ProfileForm profile={data} onSaved={(saved) => profile.setData(() => saved)} />
          </>
        )}
      </SectionState>
    </div>
  );
}

function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (profile: Profile) => void }) {
  const { t, fieldError } = useAccountTranslation();
  const form = useForm<UpdateProfileInput>({ resolver: zodResolver(updateProfileSchema), defaultValues: toForm(profile) });
  const { errors, isSubmitting } = form.formState;
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      const saved = await updateProfile(values);
      // The greeting reads the name from the session. A shell released before `updateUser` shares an older
      // store (libs are the shell's): there the name follows at the next session check.
      const store: Partial<SessionStore> = getSessionStore();
      store.updateUser?.({ fullName: joinFullName(saved) });
      form.reset(toForm(saved));
      onSaved(saved);
      setMessage({ tone: 'success', text: t('profile.saved') });
    } catch (error) {
      const info = errorInfo(error);
      if (info.code === 'VALIDATION_FAILED' && applyServerFields(info.fields, form.setError, FIELDS)) return;
      setMessage({ tone: 'error', text: info.status > 0 ? t('profile.failed') : t('profile.unexpected') });
    }
  });

  return (
    <form className="account-card account-form" noValidate onSubmit={submit}>
      <div className="account-grid">
        <TextField label={t('profile.firstName')} autoComplete="given-name" required error={fieldError(errors.firstName?.message)} {...form.register('firstName')} />
        <TextField label={t('profile.lastName')} autoComplete="family-name" required error={fieldError(errors.lastName?.message)} {...form.register('lastName')} />
        <TextField label={t('profile.email')} type="email" value={profile.email} readOnly aria-readonly="true" hint={t('profile.emailHint')} />
        <TextField label={t('profile.phone')} type="tel" autoComplete="tel" error={fieldError(errors.phone?.message)} {...form.register('phone')} />
        <TextField label={t('profile.dateOfBirth')} type="date" autoComplete="bday" error={fieldError(errors.dateOfBirth?.message)} {...form.register('dateOfBirth')} />
      </div>
      <TextAreaField className="account-profile__bio" label={t('profile.bio')} rows={4} maxLength={500} error={fieldError(errors.bio?.message)} {...form.register('bio')} />
      <fieldset className="account-fieldset">
        <legend>{t('profile.preferences')}</legend>
        <CheckboxField label={t('profile.newsletter')} {...form.register('preferences.newsletter')} />
        <CheckboxField label={t('profile.sms')} {...form.register('preferences.smsNotifications')} />
        <CheckboxField label={t('profile.orderUpdates')} {...form.register('preferences.orderUpdates')} />
      </fieldset>
      {/* Beside the button that was pressed: at the form's top it came and went above a phone's screen. */}
      {message ? <Banner tone={message.tone}>{message.text}</Banner> : null}
      <Button type="submit" busy={isSubmitting}>{isSubmitting ? t('profile.saving') : t('profile.save')}</Button>
    </form>
  );
}
