import { BriefcaseBusiness } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { openAuthModal } from '../../../lib/auth-modal-store.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useSendProposal } from '../api/contracts.ts';
import { ProposalDialog } from './proposal-dialog.tsx';

/**
 * "Contratar" on a model's public profile: contractors, photographers and admins send a proposal;
 * guests get the login modal (like the heart); models see nothing.
 */
export function HireModelButton({ profileSlug, name }: { profileSlug: string; name: string }) {
  const session = useSession();
  const send = useSendProposal();
  const [open, setOpen] = useState(false);
  if (session.status === 'authenticated' && session.user.user_type === 'model') return null;

  function start() {
    if (session.status === 'loading') return;
    if (session.status === 'guest') {
      openAuthModal('login');
      return;
    }
    setOpen(true);
  }

  return (
    <>
      <Button size="lg" onClick={start} className="shrink-0">
        <BriefcaseBusiness className="size-5" aria-hidden="true" />
        Contratar
      </Button>
      <ProposalDialog
        open={open}
        onOpenChange={setOpen}
        modelName={name}
        onSubmit={async (body) => {
          await send.mutateAsync({ ...body, model_slug: profileSlug });
          setOpen(false);
        }}
      />
    </>
  );
}
