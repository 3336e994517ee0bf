import type { CampaignsSnapshot } from '@machines/campaigns.machine';
import type { DeliverySnapshot } from '@machines/delivery.machine';
import type { NewCampaignSnapshot } from '@machines/new-campaign.machine';
import type { SettingsSnapshot } from '@machines/settings.machine';
import type { Campaign, StatusFilter } from '@/domain/campaigns';
import { checkSenderIdName } from '@/domain/sender-ids';
import { optOutLineError } from '@/domain/settings';

/** Named selectors for the dashboard's own actors: views read these, never whole snapshots. */

export const selectCampaigns = (snapshot: CampaignsSnapshot): Campaign[] =>
  snapshot.context.campaigns;
export const selectCampaignSearch = (snapshot: CampaignsSnapshot): string =>
  snapshot.context.search;
export const selectCampaignStatus = (snapshot: CampaignsSnapshot): StatusFilter =>
  snapshot.context.status;

/** The campaign of the details dialog; it stays while the dialog animates closed. */
export const selectSelectedCampaign = (snapshot: CampaignsSnapshot): Campaign | undefined =>
  snapshot.context.campaigns.find((campaign) => campaign.id === snapshot.context.selectedId);
export const selectIsViewing = (snapshot: CampaignsSnapshot): boolean =>
  snapshot.matches('viewing');

/** The campaign of the delete confirmation, also while it animates closed after deleting. */
export function selectDeleteCandidate(snapshot: CampaignsSnapshot): Campaign | undefined {
  const { campaigns, deleted, deleteId } = snapshot.context;
  return (
    campaigns.find((campaign) => campaign.id === deleteId) ??
    deleted.find((entry) => entry.campaign.id === deleteId)?.campaign
  );
}
export const selectIsConfirmingDelete = (snapshot: CampaignsSnapshot): boolean =>
  snapshot.matches('confirmingDelete');

export const selectCanSendNow = (snapshot: CampaignsSnapshot): boolean =>
  snapshot.can({ type: 'campaigns.sendNow' });

export const selectNewCampaignForm = (snapshot: NewCampaignSnapshot) => snapshot.context.form;
/** Whether the form shows its errors: from the first refused submit until it closes. */
export const selectShowsErrors = (snapshot: NewCampaignSnapshot): boolean =>
  snapshot.hasTag('invalid');

export const selectSettingsDraft = (snapshot: SettingsSnapshot) => snapshot.context.draft;
export const selectSettingsTab = (snapshot: SettingsSnapshot) => snapshot.context.tab;
export const selectSenderRequest = (snapshot: SettingsSnapshot) => snapshot.context.request;
/** Why the typed sender ID was refused, shown from a refused request until it is fixed. */
export const selectRequestError = (snapshot: SettingsSnapshot): string | null =>
  snapshot.matches({ editing: { request: 'refused' } })
    ? checkSenderIdName(snapshot.context.request, snapshot.context.draft.senderIds)
    : null;
/** Why Save Changes was refused, shown until the opt-out line is written. */
export const selectSaveError = (snapshot: SettingsSnapshot): string | null =>
  snapshot.matches({ editing: { form: 'showingErrors' } })
    ? optOutLineError(snapshot.context.draft.optOutLine)
    : null;

/** Whether the selected campaign was sent this visit: its details show the live view, wider. */
export const selectSelectedHasDelivery = (snapshot: CampaignsSnapshot): boolean =>
  selectSelectedCampaign(snapshot)?.delivery !== undefined;
export const selectCanStopCampaign = (snapshot: CampaignsSnapshot, id: number): boolean =>
  snapshot.can({ type: 'campaigns.stop', id });
export const selectCanCancelCampaign = (snapshot: CampaignsSnapshot, id: number): boolean =>
  snapshot.can({ type: 'campaigns.cancel', id });
export const selectCanRescheduleCampaign = (snapshot: CampaignsSnapshot, id: number): boolean =>
  snapshot.can({ type: 'campaigns.reschedule.open', id });
/** GHS per SMS on the account's plan: what a report row costs. */
export const selectRatePerSms = (snapshot: CampaignsSnapshot): number =>
  snapshot.context.ratePerSms;

/** What the per-recipient report is worked out from: each changes at most once per tick. */
export const selectDeliveryMessages = (snapshot: DeliverySnapshot) => snapshot.context.messages;
export const selectDeliveryTick = (snapshot: DeliverySnapshot): number => snapshot.context.tick;
export const selectDeliveryStoppedAt = (snapshot: DeliverySnapshot): number | null =>
  snapshot.context.stoppedAt;
