import { useEffect, useState } from 'react';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { BatchDetail, CombineCandidate } from '@contracts/batch/batch-detail';
import type { CommandResult } from '@contracts/batch/batch-commands';
import { useServices } from '../../app/services';
import { CommandDialog } from '../../commands/command-dialog';
import { useCommand } from '../../commands/use-command';
import { statusLabel } from '@shared/i18n/server-text';
import { CheckList, itemOption, type CheckOption } from '../../components/check-list';
import { useCan } from '../../batch-machine/batch-actor';
import { couponOf } from './detail-readers';

interface Props {
  detail: BatchDetail;
  onClose: () => void;
  onDone: (result: CommandResult) => void;
}

/** Apply a promo code (PUT) or remove the applied one (DELETE), before payment. */
export function CouponDialog({ detail, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { batches } = useServices();
  // Removing the applied code is a second command of this dialog: one busy state covers both buttons.
  const command = useCommand();
  const can = useCan();
  const [code, setCode] = useState('');
  const applied = couponOf(detail);
  const remove = async () => {
    const outcome = await command.run(() => batches.removeCoupon(detail.id), { success: 'batch.coupon.removed' });
    if (outcome.ok) onDone(outcome.value);
  };
  return (
    <CommandDialog
      title={t('batch.coupon.title')}
      testId="coupon-dialog"
      submitDisabled={!code.trim() || !can('ApplyCoupon')}
      submitLabel={t('batch.coupon.apply')}
      send={() => batches.applyCoupon(detail.id, code.trim())}
      success="batch.coupon.applied"
      command={command}
      onClose={onClose}
      onDone={onDone}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {applied && can('RemoveCoupon') && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography data-testid="coupon-applied">{t('batch.coupon.current', { code: applied.code })}</Typography>
            <Button color="error" onClick={() => void remove()} disabled={command.busy} data-testid="coupon-remove">
              {t('batch.coupon.remove')}
            </Button>
          </Stack>
        )}
        <TextField
          label={t('batch.coupon.code')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'coupon-code', maxLength: 64 } }}
        />
      </Stack>
    </CommandDialog>
  );
}

/** Clone chosen items into a new request, then open it. */
export function CloneDialog({ detail, onClose }: Omit<Props, 'onDone'>) {
  const { batches } = useServices();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string[]>(detail.batch.items.map((i) => i.id));
  // The clone is a new request: open it (with the command's position) instead of refetching this one.
  const opened = (result: CommandResult) => {
    onClose();
    void navigate(`/dashboard/requests/${result.id}`, { state: { position: result.position } });
  };
  return (
    <ChooseDialog
      name="clone"
      chosen={chosen}
      onChoose={setChosen}
      options={detail.batch.items.map(itemOption)}
      send={() => batches.clone(detail.id, chosen)}
      onClose={onClose}
      onDone={opened}
    />
  );
}

/** Combine other requests (before acceptance) into this one; they end canceled. */
export function CombineDialog({ detail, onClose, onDone }: Props) {
  const { t, i18n } = useTranslation();
  const { batches } = useServices();
  const [candidates, setCandidates] = useState<CombineCandidate[] | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => {
    batches.combineList(detail.id).then(setCandidates, () => setCandidates([]));
  }, [batches, detail.id]);
  const others = (candidates ?? []).filter((c) => c.id !== detail.id);
  return (
    <ChooseDialog
      name="combine"
      chosen={chosen}
      onChoose={setChosen}
      options={others.map((c) => ({
        id: c.id,
        label: `${c.batch_number} (${statusLabel(c.status, t, (k) => i18n.exists(k))})`,
      }))}
      send={() => batches.combine(detail.id, chosen)}
      onClose={onClose}
      onDone={onDone}
    >
      {candidates !== null && others.length === 0 && <Typography>{t('batch.combine.none')}</Typography>}
    </ChooseDialog>
  );
}

/**
 * A command over some of a list (items to clone, requests to combine): it cannot be sent with none
 * chosen. `name` keys its title, success text and test id.
 */
function ChooseDialog({
  name,
  chosen,
  onChoose,
  options,
  send,
  onClose,
  onDone,
  children,
}: {
  name: 'clone' | 'combine';
  chosen: string[];
  onChoose: (ids: string[]) => void;
  options: CheckOption[];
  send: () => Promise<CommandResult>;
  onClose: () => void;
  onDone: (result: CommandResult) => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <CommandDialog
      title={t(`batch.${name}.title`)}
      testId={`${name}-dialog`}
      submitDisabled={chosen.length === 0}
      send={send}
      success={`batch.${name}.done`}
      onClose={onClose}
      onDone={onDone}
    >
      {children}
      <CheckList options={options} chosen={chosen} onChange={onChoose} />
    </CommandDialog>
  );
}
