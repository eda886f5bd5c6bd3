import { endpoints, type TaRequest } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form } from 'antd';
import { useState } from 'react';
import { callOperation, type InputOf } from '../../../api/operations';
import { toast } from '../../../feedback/toast';
import { applyMappedErrors } from '../../timesheets/timesheet/server-fields';
import { refreshRequests } from './request-format';
import { useRequestsTranslation } from './texts';

/** What the dialogs that file a request take from the screen that opens them. */
export interface SendRequestProps {
  onClose: () => void;
  onCreated?: (request: TaRequest) => void;
}

/**
 * The form of a dialog that files a request and its sending: the text fields (`fieldsOf`) first,
 * then the file (`attachment`); on success a toast, `onCreated`, `onClose` and a refresh of what
 * shows requests; on failure the API's field errors on the form's fields (`fieldOf`), anything
 * else in `error`.
 */
export function useSendRequest<V extends { attachment?: File }>(
  fieldsOf: (values: V) => Record<string, string>,
  fieldOf: Readonly<Record<string, keyof V & string>>,
  { onClose, onCreated }: SendRequestProps,
) {
  const { t } = useRequestsTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<V>();
  const [error, setError] = useState<string>();
  const create = useMutation({
    mutationFn: ({ fields, file }: { fields: Record<string, string>; file?: File }) =>
      callOperation(
        endpoints.requests.create,
        { fields, ...(file ? { file } : {}) } as InputOf<typeof endpoints.requests.create>,
        { silent: true },
      ),
    onSuccess: async (request) => {
      toast.success(t('dialog.sent'));
      onCreated?.(request);
      onClose();
      await refreshRequests(queryClient);
    },
  });
  const send = (values: V) => {
    setError(undefined);
    create.mutate(
      { fields: fieldsOf(values), file: values.attachment },
      { onError: (caught) => setError(applyMappedErrors(form, caught, fieldOf)) },
    );
  };
  return { form, error, sending: create.isPending, send };
}
