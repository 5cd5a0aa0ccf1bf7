import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, UserPlus, UserRoundPen } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { type FieldErrors, type Resolver, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { generatePassword } from '../../../common/passwords';
import { ROLES } from '../../../common/permissions';
import {
  USER_LIMITS,
  USER_ROLE_LABELS,
  USER_STATUS_LABELS,
  USER_STATUSES,
  type User,
  type UserCreateInput,
  type UserUpdateInput,
  userCreateFormSchema,
  userUpdateFormSchema,
} from '../../../common/schemas/users';
import { isApiError } from '../../api/client';
import { FormField } from '../../components/form-field';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { Tabs, TabsContent, TabsList } from '../../components/ui/tabs';
import { Textarea } from '../../components/ui/textarea';
import { setServerFieldErrors } from '../../lib/form-errors';
import { useCreateUser, useUpdateUser } from './api';
import {
  createBody,
  EMPTY_VALUES,
  FIELD_ORDER,
  FIELD_TABS,
  type FieldName,
  idFieldOf,
  type TabName,
  type UserFormValues,
  updateBody,
  valuesOf,
} from './user-form';
import { SecurityFields, TabTrigger, UserCreated } from './user-form-fields';

export type UserFormTarget = { mode: 'create' } | { mode: 'edit'; user: User };

/** Add New User and Edit User, each in three tabs. It cannot be closed while saving. */
export function UserFormDialog({ target, onClose }: { target: UserFormTarget | null; onClose: () => void }) {
  const create = useCreateUser();
  const update = useUpdateUser();
  const saving = create.isPending || update.isPending;
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
    >
      {target && (
        <DialogContent
          className="max-w-2xl"
          onInteractOutside={(event) => {
            if (saving) event.preventDefault();
          }}
        >
          {target.mode === 'create' ? (
            <UserForm mode="create" create={create} update={update} onClose={onClose} />
          ) : (
            <UserForm
              key={target.user.id}
              mode="edit"
              user={target.user}
              create={create}
              update={update}
              onClose={onClose}
            />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

interface UserFormProps {
  mode: 'create' | 'edit';
  user?: User;
  create: ReturnType<typeof useCreateUser>;
  update: ReturnType<typeof useUpdateUser>;
  onClose: () => void;
}

function UserForm({ mode, user, create, update, onClose }: UserFormProps) {
  const editing = mode === 'edit' && user !== undefined;
  const [tab, setTab] = useState<TabName>('basic');
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<{ name: string; password: string } | null>(null);
  const saving = create.isPending || update.isPending;
  const ids = useId();
  const idOf = (field: FieldName) => `${ids}-${field}`;

  const resolver = (editing
    ? zodResolver(userUpdateFormSchema)
    : zodResolver(userCreateFormSchema)) as unknown as Resolver<
    UserFormValues,
    unknown,
    UserCreateInput & UserUpdateInput
  >;
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<UserFormValues, unknown, UserCreateInput & UserUpdateInput>({
    resolver,
    defaultValues: editing ? valuesOf(user) : EMPTY_VALUES,
    mode: 'onTouched',
  });

  const role = watch('role');
  const idField = idFieldOf(role);

  const tabErrors = (name: TabName) =>
    FIELD_ORDER.some((field) => FIELD_TABS[field] === name && errors[field]);

  const showFirstError = (fieldErrors: FieldErrors<UserFormValues>) => {
    const first = FIELD_ORDER.find((field) => fieldErrors[field]);
    if (!first) return;
    setTab(FIELD_TABS[first]);
    // The field mounts with its tab; focus it on the next frame.
    window.requestAnimationFrame(() => setFocus(first));
  };

  const applyServerErrors = (error: unknown): boolean => {
    const placed = setServerFieldErrors(error, FIELD_ORDER, setError);
    const first = placed[0];
    if (first) {
      setTab(FIELD_TABS[first]);
      window.requestAnimationFrame(() => setFocus(first));
    }
    return placed.length > 0;
  };

  const submit = handleSubmit(
    (input) => {
      setFailure(null);
      if (editing) {
        update.mutate(
          { id: user.id, body: updateBody(input) },
          {
            onSuccess: () => {
              toast.success('User updated successfully!');
              onClose();
            },
            onError: (error) => {
              if (!applyServerErrors(error)) {
                setFailure(isApiError(error) && error.fromServer ? error.message : 'Failed to update user');
              }
            },
          },
        );
        return;
      }
      create.mutate(createBody(input), {
        onSuccess: (result) => {
          toast.success(
            result.email_sent
              ? 'User created successfully! Welcome email sent.'
              : 'User created successfully!',
          );
          if (result.generated_password)
            setCreated({ name: result.user.name, password: result.generated_password });
          else onClose();
        },
        onError: (error) => {
          if (!applyServerErrors(error)) {
            setFailure(isApiError(error) && error.fromServer ? error.message : 'Failed to create user');
          }
        },
      });
    },
    (fieldErrors) => showFirstError(fieldErrors),
  );

  if (created) return <UserCreated name={created.name} password={created.password} onClose={onClose} />;

  const fillGenerated = () => {
    const value = generatePassword();
    setValue('password', value, { shouldValidate: true });
    setValue('password_confirmation', value, { shouldValidate: true });
  };

  const field = (name: FieldName, label: string, control: ReactNode, hint?: string) => (
    <FormField id={idOf(name)} label={label} error={errors[name]?.message} hint={hint}>
      {control}
    </FormField>
  );
  const describedBy = (name: FieldName) => (errors[name] ? `${idOf(name)}-error` : undefined);
  const textInput = (
    name: FieldName,
    props: { type?: string; maxLength?: number; autoComplete?: string; placeholder?: string } = {},
  ) => (
    <Input
      id={idOf(name)}
      disabled={saving}
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={describedBy(name)}
      {...props}
      {...(register(name) as UseFormRegisterReturn)}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          {editing ? (
            <UserRoundPen className="size-5 text-indigo-600" aria-hidden="true" />
          ) : (
            <UserPlus className="size-5 text-indigo-600" aria-hidden="true" />
          )}
          {editing ? 'Edit User' : 'Add New User'}
        </DialogTitle>
        <DialogDescription>
          {editing
            ? `Update the account of ${user.name}.`
            : 'Create an account and choose how the user gets their password.'}
        </DialogDescription>
      </DialogHeader>

      {failure && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}

      <Tabs value={tab} onValueChange={(value) => setTab(value as TabName)}>
        <TabsList aria-label="User form sections" className="w-full">
          <TabTrigger value="basic" label="Basic Info" hasError={tabErrors('basic')} />
          <TabTrigger value="details" label="Additional Details" hasError={tabErrors('details')} />
          <TabTrigger
            value="security"
            label={editing ? 'Security' : 'Security & Options'}
            hasError={tabErrors('security')}
          />
        </TabsList>

        <TabsContent value="basic" className="mt-4 grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            {field(
              'name',
              'Full Name',
              textInput('name', {
                maxLength: USER_LIMITS.nameMax,
                autoComplete: 'off',
                placeholder: 'e.g. Jordan Lee',
              }),
            )}
          </div>
          <div className="sm:col-span-2">
            {field(
              'email',
              'Email',
              textInput('email', {
                type: 'email',
                maxLength: USER_LIMITS.emailMax,
                autoComplete: 'off',
                placeholder: 'name@university.edu',
              }),
            )}
          </div>
          {field(
            'role',
            'Role',
            <Select
              id={idOf('role')}
              disabled={saving}
              aria-invalid={errors.role ? true : undefined}
              aria-describedby={describedBy('role')}
              {...register('role')}
            >
              {ROLES.map((value) => (
                <option key={value} value={value}>
                  {USER_ROLE_LABELS[value]}
                </option>
              ))}
            </Select>,
          )}
          {field(
            'status',
            'Status',
            <Select
              id={idOf('status')}
              disabled={saving}
              aria-invalid={errors.status ? true : undefined}
              aria-describedby={describedBy('status')}
              {...register('status')}
            >
              {USER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {USER_STATUS_LABELS[value]}
                </option>
              ))}
            </Select>,
          )}
        </TabsContent>

        <TabsContent value="details" className="mt-4 grid gap-4 sm:grid-cols-2">
          {field(
            'phone',
            'Phone',
            textInput('phone', { type: 'tel', maxLength: USER_LIMITS.phoneMax, autoComplete: 'off' }),
          )}
          {field('date_of_birth', 'Date of Birth', textInput('date_of_birth', { type: 'date' }))}
          {idField === 'student_id'
            ? field('student_id', 'Student ID', textInput('student_id', { maxLength: USER_LIMITS.idMax }))
            : field('employee_id', 'Employee ID', textInput('employee_id', { maxLength: USER_LIMITS.idMax }))}
          {role !== 'student' &&
            field(
              'specializations',
              'Specializations',
              textInput('specializations', { placeholder: 'e.g. Anxiety, Career planning' }),
              'Separate with commas',
            )}
          {role !== 'student' &&
            field('languages', 'Languages', textInput('languages', { placeholder: 'e.g. English, Spanish' }))}
          <div className="sm:col-span-2">
            {field(
              'address',
              'Address',
              <Textarea
                id={idOf('address')}
                className="min-h-16"
                maxLength={USER_LIMITS.addressMax}
                disabled={saving}
                aria-invalid={errors.address ? true : undefined}
                aria-describedby={describedBy('address')}
                {...register('address')}
              />,
            )}
          </div>
          <div className="sm:col-span-2">
            {field(
              'bio',
              'Bio',
              <Textarea
                id={idOf('bio')}
                className="min-h-20"
                maxLength={USER_LIMITS.bioMax}
                disabled={saving}
                aria-invalid={errors.bio ? true : undefined}
                aria-describedby={describedBy('bio')}
                {...register('bio')}
              />,
            )}
          </div>
        </TabsContent>

        <TabsContent value="security" className="mt-4 grid gap-4">
          <SecurityFields
            editing={editing}
            saving={saving}
            idOf={idOf}
            register={register}
            errors={errors}
            watch={watch}
            onGenerate={fillGenerated}
          />
        </TabsContent>
      </Tabs>

      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {editing ? (saving ? 'Saving...' : 'Save Changes') : saving ? 'Creating...' : 'Create User'}
        </Button>
      </DialogFooter>
    </form>
  );
}
