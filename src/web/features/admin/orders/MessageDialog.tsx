/**
 * Send Message to Client: the text must not be blank after trimming. Send stays
 * disabled while it is, and once the dispatcher has typed (spaces only, or cleared it again) the
 * schema's reason is said under the box. The length cap is the server's (MESSAGE_MAX_LENGTH).
 * Ctrl+Enter (Cmd+Enter) sends, so a keyboard user need not tab to the button.
 */
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGE_MAX_LENGTH, sendMessageRequest } from '@domain/messages';
import type { OrderResponse } from '@domain/orders';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/components/ui/use-toast';
import { useWordedResolver } from '@web/lib/forms';
import { useSendMessage } from '../api/send-message';
import { errorToast } from '../error-toast';

type MessageValues = z.input<typeof sendMessageRequest>;
type MessageOutput = z.output<typeof sendMessageRequest>;
type Props = { order: OrderResponse | null; onClose: () => void };

export function MessageDialog({ order, onClose }: Props) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {order ? <MessageForm key={order.id} order={order} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function MessageForm({ order, onClose }: { order: OrderResponse; onClose: () => void }) {
  // Checked as typed: the box says why Send is off as soon as the text is blank.
  const resolver = useWordedResolver<MessageValues, MessageOutput>(sendMessageRequest);
  const form = useForm<MessageValues, unknown, MessageOutput>({
    resolver,
    mode: 'onChange',
    defaultValues: { content: '' },
  });
  const text = useWatch({ control: form.control, name: 'content' });
  const send = useSendMessage();
  const blank = text.trim() === '';
  const client =
    order.client?.organizationName ??
    (order.client ? `${order.client.firstName} ${order.client.lastName}` : 'the client');

  const submit = form.handleSubmit(({ content }) =>
    send.mutate(
      { order, content },
      {
        onSuccess: () => {
          toast({
            variant: 'success',
            title: 'Message Sent',
            description: `Sent to ${client} about #${order.displayNumber}.`,
          });
          onClose();
        },
        onError: (error) => toast(errorToast('message', error)),
      },
    ),
  );

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Send Message to Client</DialogTitle>
        <DialogDescription>
          To {client} about order #{order.displayNumber}.
        </DialogDescription>
      </DialogHeader>
      <Field
        label="Message"
        error={form.formState.errors.content?.message}
        hint={`${text.trim().length} / ${MESSAGE_MAX_LENGTH}`}
      >
        <Textarea
          rows={5}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder="Write your message to the client"
          {...form.register('content')}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
          }}
        />
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={blank} pending={send.isPending} pendingText="Sending…">
          Send
        </Button>
      </DialogFooter>
    </form>
  );
}
