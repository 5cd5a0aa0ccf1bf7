import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Save } from 'lucide-react';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { PROFILE_MESSAGES, type Profile, profileUpdateSchema } from '../../../common/schemas/profile';
import { USER_LIMITS } from '../../../common/schemas/user-shapes';
import { isApiError } from '../../api/client';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { useUpdateProfile } from './api';

const schema = profileUpdateSchema.pick({ bio: true, languages: true });
interface Values {
  bio: string;
  languages: string;
}
type Output = { bio?: string | null; languages?: string[] | null };
const valuesOf = (profile: Profile): Values => ({
  bio: profile.bio ?? '',
  languages: profile.languages.join(', '),
});

/**
 * Counselors and advisors: the bio and languages students read on their profile on the Counseling page
 * (beside the name, title, specializations and rating the hub keeps). Blank shows nothing.
 */
export function CounselingProfileForm({ profile }: { profile: Profile }) {
  const ids = useId();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema) as unknown as Resolver<Values, unknown, Output>,
    defaultValues: valuesOf(profile),
  });
  const onSubmit = handleSubmit((values) =>
    update.mutate(
      { bio: values.bio ?? null, languages: values.languages ?? [] },
      {
        onSuccess: (saved) => {
          reset(valuesOf(saved));
          toast.success(PROFILE_MESSAGES.updated);
        },
        onError: (error) => {
          if (isApiError(error)) {
            for (const name of ['bio', 'languages'] as const) {
              const message = error.errors[name]?.[0];
              if (message) setError(name, { message });
            }
          }
          toast.error(isApiError(error) && error.fromServer ? error.message : 'Failed to update profile');
        },
      },
    ),
  );
  const bioId = `${ids}-bio`;
  const languagesId = `${ids}-languages`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Counseling profile</CardTitle>
        <CardDescription className="text-slate-600">
          Students see this on the Counseling page when they choose whom to book.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Counseling profile">
          <FormField
            id={languagesId}
            label="Languages"
            error={errors.languages?.message}
            hint="The languages you offer sessions in, separated with commas"
          >
            <Input
              id={languagesId}
              placeholder="e.g. English, Spanish"
              aria-invalid={errors.languages ? true : undefined}
              aria-describedby={errors.languages ? `${languagesId}-error` : undefined}
              {...register('languages')}
            />
          </FormField>
          <FormField id={bioId} label="Bio" error={errors.bio?.message}>
            <Textarea
              id={bioId}
              rows={4}
              maxLength={USER_LIMITS.bioMax}
              aria-invalid={errors.bio ? true : undefined}
              aria-describedby={errors.bio ? `${bioId}-error` : undefined}
              {...register('bio')}
            />
          </FormField>
          <Button type="submit" disabled={update.isPending || !isDirty}>
            {update.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Save aria-hidden="true" />
            )}
            Save counseling profile
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
