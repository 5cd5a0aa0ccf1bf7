import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  PROFILE_MESSAGES,
  type Profile,
  type ProfileFormValues,
  type ProfileUpdateInput,
  profileFormSchema,
} from '../../../common/schemas/profile';
import { isApiError, NETWORK_ERROR_MESSAGE } from '../../api/client';
import { FormField } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { ROLE_LABELS } from '../../lib/roles';
import { useProfile, useUpdateProfile } from './api';
import { CounselingProfileForm } from './CounselingProfileForm';

const FIELDS = [
  'phone',
  'preferred_phone',
  'emergency_contact_name',
  'emergency_contact_relationship',
  'emergency_contact_phone',
] as const;
type Field = (typeof FIELDS)[number];

function formValuesOf(profile: Profile): ProfileFormValues {
  return {
    phone: profile.phone ?? '',
    preferred_phone: profile.preferred_phone ?? '',
    emergency_contact_name: profile.emergency_contact?.name ?? '',
    emergency_contact_relationship: profile.emergency_contact?.relationship ?? '',
    emergency_contact_phone: profile.emergency_contact?.phone ?? '',
  };
}

/** My Profile: who you are (an administrator changes that) and the numbers responders may call. */
export function ProfilePage() {
  const query = useProfile();

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title="My Profile" description="Your account and contact details" />
      {query.isPending ? (
        <LoadingState label="Loading your profile..." />
      ) : query.isError ? (
        <ErrorState
          message="Your profile could not be loaded."
          error={query.error}
          onRetry={query.refetch}
          retryLabel="Try Again"
        />
      ) : (
        <>
          <AccountCard profile={query.data} />
          <ContactForm profile={query.data} />
          {(query.data.role === 'counselor' || query.data.role === 'advisor') && (
            <CounselingProfileForm profile={query.data} />
          )}
        </>
      )}
    </div>
  );
}

function AccountCard({ profile }: { profile: Profile }) {
  const rows: [string, string][] = [
    ['Name', profile.name],
    ['Email', profile.email],
    ['Role', ROLE_LABELS[profile.role]],
  ];
  if (profile.role === 'student' || profile.student_id) {
    rows.push(['Student ID', profile.student_id ?? 'Not on file']);
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account</CardTitle>
        <CardDescription className="text-slate-600">
          Only an administrator can change these. Ask the support office if something is wrong.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="font-medium text-slate-600">{label}</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function ContactForm({ profile }: { profile: Profile }) {
  const ids = useId();
  const idOf = (field: Field) => `${ids}-${field}`;
  const update = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<ProfileFormValues, unknown, ProfileUpdateInput>({
    resolver: zodResolver(profileFormSchema) as unknown as Resolver<
      ProfileFormValues,
      unknown,
      ProfileUpdateInput
    >,
    defaultValues: formValuesOf(profile),
  });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    update.mutate(values, {
      onSuccess: (saved) => {
        reset(formValuesOf(saved));
        toast.success(PROFILE_MESSAGES.updated);
      },
      onError: (error) => {
        let shownAtField = false;
        if (isApiError(error)) {
          for (const field of FIELDS) {
            const message = error.errors[field]?.[0];
            if (message) {
              setError(field, { message });
              shownAtField = true;
            }
          }
        }
        if (shownAtField) return;
        if (isApiError(error) && error.isNetworkError) setFailure(NETWORK_ERROR_MESSAGE);
        else if (isApiError(error) && error.fromServer) setFailure(error.message);
        else setFailure('Failed to update profile');
      },
    });
  });

  const field = (
    name: Field,
    label: string,
    options: { hint?: string; tel?: boolean; auto?: string } = {},
  ) => (
    <FormField id={idOf(name)} label={label} error={errors[name]?.message} hint={options.hint}>
      <Input
        id={idOf(name)}
        type={options.tel ? 'tel' : 'text'}
        autoComplete={options.auto ?? 'off'}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${idOf(name)}-error` : undefined}
        {...register(name)}
      />
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Contact details</CardTitle>
        <CardDescription className="text-slate-600">
          {profile.role === 'student'
            ? 'If you raise an urgent concern, a counselor may use these to reach you quickly.'
            : 'The numbers colleagues can reach you on.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Contact details">
          {failure && (
            <Alert variant="destructive">
              <AlertDescription>{failure}</AlertDescription>
            </Alert>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {field('phone', 'Phone', { tel: true, auto: 'tel' })}
            {field('preferred_phone', 'Preferred phone', { tel: true, hint: 'The number to call first' })}
          </div>
          <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-slate-900">Emergency contact</legend>
            <p className="text-xs text-slate-600">
              Someone we may call if we cannot reach you in an emergency. Add both a name and a phone number,
              or leave all three empty.
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              {field('emergency_contact_name', 'Contact name')}
              {field('emergency_contact_relationship', 'Relationship', {
                hint: 'For example: parent, partner',
              })}
            </div>
            {field('emergency_contact_phone', 'Contact phone', { tel: true })}
          </fieldset>
          <div className="flex flex-wrap justify-end gap-2">
            <Button
              type="button"
              variant="outline"
              disabled={!isDirty || update.isPending}
              onClick={() => {
                setFailure(null);
                reset(formValuesOf(profile));
              }}
            >
              Discard Changes
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Save aria-hidden="true" />
              )}
              Save Changes
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
