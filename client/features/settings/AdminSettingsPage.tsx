import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, RotateCcw, Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  SETTING_NAMES,
  type SettingName,
  type Settings,
  type SettingsUpdate,
  settingsSchema,
} from '../../../common/schemas/settings';
import { isApiError } from '../../api/client';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { ErrorState, LoadingState } from '../../components/query-state';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useAdminSettings, useResetSettings, useSaveSettings } from './api';
import { SettingsTabs } from './SettingsTabs';

/** Admin Settings (spec 2 "Admin Settings screen"): the stored settings in five tabs, Save and Reset. */
export function AdminSettingsPage() {
  const settings = useAdminSettings();
  return (
    <div className="space-y-6">
      <PageHeader
        title="System Settings"
        description="How the hub runs for everyone. Every change is recorded in the audit log."
      />
      {settings.isPending ? (
        <LoadingState label="Loading settings..." block />
      ) : settings.isError ? (
        <ErrorState
          message="The settings could not be loaded."
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <SettingsForm saved={settings.data} />
      )}
    </div>
  );
}

function SettingsForm({ saved }: { saved: Settings }) {
  const save = useSaveSettings();
  const resetAll = useResetSettings();
  const [confirming, setConfirming] = useState(false);
  const [resetFailure, setResetFailure] = useState<string | null>(null);
  const form = useForm<Settings>({ resolver: zodResolver(settingsSchema), values: saved });
  const {
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = form;
  const problems = SETTING_NAMES.map((name) => errors[name]?.message).filter((m): m is string => Boolean(m));

  const submit = handleSubmit((values) => {
    const changed: SettingsUpdate = {};
    for (const name of SETTING_NAMES) {
      if (values[name] !== saved[name]) (changed as Record<SettingName, unknown>)[name] = values[name];
    }
    if (Object.keys(changed).length === 0) {
      toast.info('Nothing to save');
      return;
    }
    save.mutate(changed, {
      onSuccess: () => toast.success('Settings saved'),
      onError: (error) => {
        const fields = isApiError(error) ? error.errors : {};
        for (const name of SETTING_NAMES) {
          const message = fields[name]?.[0];
          if (message) setError(name, { type: 'server', message });
        }
        toast.error('The settings were not saved', { description: error.message });
      },
    });
  });

  const confirmReset = () =>
    resetAll.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Settings reset to defaults');
      },
      onError: (error) => setResetFailure(error.message),
    });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      {problems.length > 0 && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>
            <p className="font-medium">Please correct these settings:</p>
            <ul className="mt-1 list-disc pl-5">
              {problems.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}
      <Tabs defaultValue="general">
        <TabsList aria-label="Settings sections">
          <TabsTrigger value="general">General</TabsTrigger>
          <TabsTrigger value="security">Security</TabsTrigger>
          <TabsTrigger value="notifications">Notifications</TabsTrigger>
          <TabsTrigger value="integrations">Integrations</TabsTrigger>
          <TabsTrigger value="advanced">Advanced</TabsTrigger>
        </TabsList>
        <Card className="mt-5">
          <CardContent className="pt-6">
            <SettingsTabs form={form} saved={saved} Content={TabsContent} />
          </CardContent>
        </Card>
      </Tabs>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setResetFailure(null);
            setConfirming(true);
          }}
        >
          <RotateCcw aria-hidden="true" />
          Reset to defaults
        </Button>
        <Button type="submit" disabled={save.isPending || !isDirty}>
          {save.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Save aria-hidden="true" />
          )}
          Save changes
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Reset every setting?"
        description="Every setting goes back to its default, maintenance mode included. The change is recorded in the audit log."
        confirmLabel="Reset settings"
        busy={resetAll.isPending}
        failure={resetFailure}
        onConfirm={confirmReset}
        onClose={() => setConfirming(false)}
      />
    </form>
  );
}
