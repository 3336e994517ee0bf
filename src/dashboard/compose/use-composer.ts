import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import {
  mergeValuesAt,
  selectAccount,
  selectAudience,
  selectGroup,
  selectMessage,
  selectRatePerSms,
  selectScheduleDate,
  selectScheduleTime,
  selectSender,
  type ComposerActorRef,
} from '@machines/composer.machine';
import { campaignReach, type CampaignReach } from '@/domain/audience';
import {
  audienceCost,
  groupByFirstName,
  type AudienceCost,
  type SharedMergeValues,
} from '@/domain/personalise';

/** The wall clock, refreshed every 15 seconds: the preview's time line and quiet hours. */
export function useNow(intervalMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * Who the campaign reaches, worked out once per change of the contacts, the group or the sender
 * ID: a pass over the database, never once per keystroke.
 */
export function useReach(actor: ComposerActorRef): CampaignReach {
  const audience = useSelector(actor, selectAudience);
  const group = useSelector(actor, selectGroup);
  const sender = useSelector(actor, selectSender);
  return useMemo(() => campaignReach(audience, group, sender), [audience, group, sender]);
}

/** What the tags share (company, send date and time), as strings that change rarely. */
export function useMergeValues(actor: ComposerActorRef, now: number): SharedMergeValues {
  const account = useSelector(actor, selectAccount);
  const scheduleDate = useSelector(actor, selectScheduleDate);
  const scheduleTime = useSelector(actor, selectScheduleTime);
  const { company, date, time } = mergeValuesAt({ account, scheduleDate, scheduleTime }, now);
  return useMemo(() => ({ company, date, time }), [company, date, time]);
}

/** Segments and cost per recipient, once per message, recipients or merge values. */
export function useAudienceCost(actor: ComposerActorRef, reach: CampaignReach, now: number) {
  const message = useSelector(actor, selectMessage);
  const rate = useSelector(actor, selectRatePerSms);
  const shared = useMergeValues(actor, now);
  const names = useMemo(() => groupByFirstName(reach.recipients), [reach.recipients]);
  return useMemo<AudienceCost>(
    () => audienceCost(message, reach.recipients, shared, rate, names),
    [message, reach.recipients, shared, rate, names],
  );
}
