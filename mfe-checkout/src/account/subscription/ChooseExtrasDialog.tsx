import { useId, useState } from 'react';
import type { AddOn, DeliveryExtras } from '@mealbox/contracts';
import { addOnCategoryLabel } from '@mealbox/contracts/add-ons';
import {
  Alert,
  Button,
  LoadErrorAlert,
  LoadingState,
  MealImage,
  Modal,
  describeError,
  formatPrice,
  pounds,
  useAsync,
} from '@mealbox/web-kit';
import { fetchAddOns } from '../../extras/extras-api';
import { boxAllergenSummary } from '../../allergens/box-allergens';
import { ConflictReason } from '../../allergens/ConflictReason';
import { ExclusionsNote } from '../../allergens/ExclusionsNote';
import { useMealConflicts } from '../../allergens/use-meal-conflicts';
import { QuantityStepper } from '../../meals/QuantityStepper';
import {
  MOST_OF_ONE_EXTRA,
  extrasLeftOut,
  extrasPickOf,
  extrasPickWords,
  extrasToSave,
  withExtraQuantity,
} from './box-extras-pick';
import type { ExtrasPick } from './box-extras-pick';
import { dayWords } from './day-words';
import type { DeliveryDialogProps } from './delivery-dialog-props';
import { chooseBoxExtras } from './subscription-api';
import { useSubscriptionAction } from './use-subscription-action';
import dialog from './SubscriptionDialog.module.css';
import picker from './PickerList.module.css';
import styles from './ChooseExtrasDialog.module.css';

/**
 * 'Extras for Thursday 12 March': the extras on sale (GET /api/add-ons/), each with its price and allergens, and
 * how many come in this box alone, starting from what the box has now (its own choice, else the every-week
 * extras). Saving sends the whole choice (PUT .../deliveries/{id}/extras/); 'Use my every-week extras' puts the
 * box back on them. An extra with an allergen the customer leaves out cannot be added (ordering refuses it too).
 * Mounted only while open.
 */
export function ChooseExtrasDialog(props: DeliveryDialogProps) {
  return props.open ? <ExtrasModal {...props} /> : null;
}

function ExtrasModal({ onClose, subscription, delivery, onAnswer }: DeliveryDialogProps) {
  const statusId = useId();
  const addOns = useAsync((signal) => fetchAddOns(signal), 'add-ons');
  const [pick, setPick] = useState<ExtrasPick>(() => extrasPickOf(delivery));
  const conflicts = useMealConflicts();
  const action = useSubscriptionAction((result) => onAnswer(result, { deliveryId: delivery.id }));
  const onSale = addOns.data ?? [];
  const leftOut = addOns.data ? extrasLeftOut(delivery, onSale) : [];
  const save = (extras: DeliveryExtras['extras']) =>
    void action.run(() => chooseBoxExtras(subscription.id, delivery.id, extras));
  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={`Extras for ${dayWords(delivery.date)}`}
      footer={
        <>
          <p id={statusId} className={picker.count} aria-live="polite">
            {extrasPickWords(pick, onSale)}
          </p>
          {delivery.extras_chosen ? (
            <Button variant="secondary" disabled={action.pending} onClick={() => save(null)}>
              Use my every-week extras
            </Button>
          ) : null}
          <Button
            variant="primary"
            aria-describedby={statusId}
            disabled={!addOns.data || action.pending}
            onClick={() => save(extrasToSave(pick, onSale))}
          >
            {action.pending ? 'Saving…' : 'Save extras'}
          </Button>
        </>
      }
    >
      <div className={dialog.body}>
        <p className={dialog.lead}>
          Add a pudding, a side or breakfast to this box only; your other boxes keep your every-week extras.
          They&rsquo;re charged with the box at their price on the day it&rsquo;s packed, and anything sold
          out that week is left out.
        </p>
        <ExclusionsNote exclusions={conflicts.exclusions} onFollow={onClose} />
        {leftOut.length > 0 ? (
          <Alert tone="info" title="Some extras are no longer on sale">
            <p>{`${leftOut.join(', ')} can’t come in this box any more, so saving leaves ${leftOut.length === 1 ? 'it' : 'them'} out.`}</p>
          </Alert>
        ) : null}
        {action.problem ? (
          <Alert tone="error" title="We couldn’t save your extras">
            <p>{action.problem}</p>
          </Alert>
        ) : null}
        {addOns.status === 'error' ? (
          <LoadErrorAlert title="We couldn’t load the extras" onRetry={addOns.retry}>
            <p>{describeError(addOns.error)}</p>
          </LoadErrorAlert>
        ) : !addOns.data ? (
          <LoadingState label="Loading the extras…" />
        ) : onSale.length === 0 ? (
          <p className={dialog.note}>There are no extras on sale at the moment.</p>
        ) : (
          <ul className={picker.list}>
            {onSale.map((addOn) => (
              <ExtraRow
                key={addOn.id}
                addOn={addOn}
                quantity={pick.get(addOn.id) ?? 0}
                conflict={conflicts.reasonOf(addOn)}
                onChange={(quantity) => setPick(withExtraQuantity(pick, addOn.id, quantity))}
              />
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}

interface ExtraRowProps {
  addOn: AddOn;
  quantity: number;
  /** Why the extra cannot go in this customer's box (an allergen they leave out), or null. */
  conflict: string | null;
  onChange: (quantity: number) => void;
}

function ExtraRow({ addOn, quantity, conflict, onChange }: ExtraRowProps) {
  const reasonId = useId();
  const allergens = boxAllergenSummary([addOn], 'Contains');
  return (
    <li className={picker.row} data-testid="box-extra" data-add-on-id={addOn.id}>
      <MealImage src={addOn.image} className={picker.picture} />
      <div className={picker.words}>
        <p className={styles.category}>{addOnCategoryLabel(addOn.category)}</p>
        <p className={picker.name}>
          {addOn.name} <span className={styles.price}>{formatPrice(pounds(addOn.price))}</span>
        </p>
        {allergens ? <p className={styles.allergens}>{allergens.sentence}</p> : null}
        {conflict ? <ConflictReason id={reasonId} reason={conflict} /> : null}
      </div>
      <QuantityStepper
        mealName={addOn.name}
        quantity={quantity}
        canAdd={quantity < MOST_OF_ONE_EXTRA}
        addBlockedBy={conflict ? reasonId : undefined}
        onAdd={() => {
          if (!conflict) onChange(quantity + 1);
        }}
        onRemove={() => onChange(quantity - 1)}
        size="sm"
        className={picker.stepper}
      />
    </li>
  );
}
