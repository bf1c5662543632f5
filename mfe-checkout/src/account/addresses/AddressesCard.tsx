import { useEffect, useId, useRef, useState } from 'react';
import type { Address, AddressRequest } from '@mealbox/contracts';
import {
  Alert,
  Badge,
  Button,
  CheckIcon,
  HomeIcon,
  LoadErrorAlert,
  LoadingState,
  PencilIcon,
  PlusIcon,
  TrashIcon,
  cx,
  describeError,
  useSession,
} from '@mealbox/web-kit';
import { EMPTY_ADDRESS_FORM } from '../../purchase/address-form';
import { AddressLines } from '../../purchase/AddressLines';
import { addAddress, makeDefaultAddress, removeAddress, updateAddress } from '../../purchase/purchase-api';
import card from '../Card.module.css';
import {
  changeNotice,
  changeProblem,
  defaultAfterRemoving,
  formValuesOf,
  savedAddresses,
  type AddressChange,
  type SavedAddress,
} from './address-book';
import { AddressEditor } from './AddressEditor';
import { notesValuesOf } from '../../purchase/delivery-notes';
import { RemoveAddressDialog } from './RemoveAddressDialog';
import { useAddressBook, type AddressBook } from './use-address-book';
import styles from './AddressesCard.module.css';

/** Which form is open: one at a time. */
type Editing = { kind: 'add' } | { kind: 'edit'; id: string } | null;

/**
 * 'Your addresses' on /account: the delivery addresses the customer saved (ordering's GET /api/customers/me), the
 * default marked; add one, edit one, remove one (after asking) or make one the default. Each change is the
 * server's: the list shows what it answers, its words beside a refused field, and a line saying what changed.
 */
export function AddressesCard() {
  const session = useSession();
  const book = useAddressBook(session.userId ?? '');
  const titleId = useId();
  const ids = useId();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Address | null>(null);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<string | null>(null);
  // Where focus goes once the list has changed (the button that opened a form, or the card's title).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const editButtonId = (addressId: string) => `${ids}-edit-${addressId}`;
  const addButtonId = `${ids}-add`;

  const begin = (next: Editing) => {
    setEditing(next);
    setNotice('');
    setProblem(null);
  };

  const finish = (change: AddressChange, address: Pick<Address, 'address'>, focusId: string) => {
    setEditing(null);
    setRemoving(null);
    setNotice(changeNotice(change, address));
    focusNext.current = focusId;
  };

  /** A change refused because the address is gone (removed elsewhere): close what was open, show the list as it is. */
  const whenGone = async (error: unknown) => {
    const refusal = changeProblem(error);
    if (!refusal.gone) throw error;
    setEditing(null);
    setRemoving(null);
    setProblem(refusal.detail);
    focusNext.current = titleId;
    await book.reload().catch(() => undefined);
  };

  const add = async (request: AddressRequest) => {
    const address = await addAddress(request);
    await book.reload();
    finish('added', address, addButtonId);
  };

  const update = (id: string) => async (request: AddressRequest) => {
    try {
      const address = await updateAddress(id, request);
      await book.reload();
      finish('updated', address, editButtonId(id));
    } catch (error) {
      await whenGone(error);
    }
  };

  const remove = (address: Address) => async () => {
    try {
      await removeAddress(address.id);
      await book.reload();
      finish('removed', address, titleId);
    } catch (error) {
      await whenGone(error);
    }
  };

  const makeDefault = async (address: Address) => {
    if (choosing) return;
    setChoosing(address.id);
    setNotice('');
    setProblem(null);
    try {
      book.show(await makeDefaultAddress(address.id));
      finish('default', address, editButtonId(address.id));
    } catch (error) {
      await whenGone(error).catch(() => setProblem(describeError(error)));
    } finally {
      setChoosing(null);
    }
  };

  const saved = book.customer ? savedAddresses(book.customer) : [];
  return (
    <section
      className={cx(card.card, styles.addresses)}
      aria-labelledby={titleId}
      aria-busy={book.status === 'loading'}
      data-testid="account-addresses"
    >
      <div className={styles.header}>
        <span className={card.iconTile}>
          <HomeIcon size={26} />
        </span>
        <div className={styles.headerCopy}>
          <h2 id={titleId} className={cx(card.title, styles.title)} tabIndex={-1}>
            Your addresses
          </h2>
          <p className={styles.lead}>
            Where we can deliver your boxes. We&rsquo;ll suggest your default address first when you order.
          </p>
          <div role="status">
            {notice ? (
              <p className={styles.notice}>
                <CheckIcon size={18} className={styles.noticeIcon} />
                {notice}
              </p>
            ) : null}
          </div>
        </div>
      </div>
      {problem ? (
        <Alert tone="error" title="We couldn’t change your addresses" className={styles.alert}>
          <p>{problem}</p>
        </Alert>
      ) : null}

      {book.customer ? (
        <>
          {saved.length > 0 ? (
            <ul className={styles.list} aria-label="Saved addresses">
              {saved.map((entry) =>
                editing?.kind === 'edit' && editing.id === entry.address.id ? (
                  <li key={entry.address.id} className={cx(styles.item, styles.itemEditing)}>
                    <AddressEditor
                      title={entry.isDefault ? 'Edit your default address' : 'Edit address'}
                      submitLabel="Save changes"
                      initial={formValuesOf(entry.address)}
                      initialNotes={notesValuesOf(entry.address)}
                      onSave={update(entry.address.id)}
                      onCancel={() => {
                        setEditing(null);
                        focusNext.current = editButtonId(entry.address.id);
                      }}
                    />
                  </li>
                ) : (
                  <SavedAddressItem
                    key={entry.address.id}
                    entry={entry}
                    editButtonId={editButtonId(entry.address.id)}
                    choosing={choosing === entry.address.id}
                    onEdit={() => begin({ kind: 'edit', id: entry.address.id })}
                    onMakeDefault={() => void makeDefault(entry.address)}
                    onRemove={() => {
                      setNotice('');
                      setProblem(null);
                      setRemoving(entry.address);
                    }}
                  />
                ),
              )}
            </ul>
          ) : (
            <p className={styles.empty}>
              You haven&rsquo;t saved an address yet. Add one now, or when you order your first box.
            </p>
          )}
          {editing?.kind === 'add' ? (
            <AddressEditor
              title="Add an address"
              submitLabel="Save address"
              initial={EMPTY_ADDRESS_FORM}
              onSave={add}
              onCancel={() => {
                setEditing(null);
                focusNext.current = addButtonId;
              }}
            />
          ) : (
            <div>
              <Button
                id={addButtonId}
                variant="secondary"
                icon={<PlusIcon size={18} />}
                onClick={() => begin({ kind: 'add' })}
              >
                Add an address
              </Button>
            </div>
          )}
        </>
      ) : (
        <LoadOrProblem book={book} />
      )}

      {removing ? (
        <RemoveAddressDialog
          address={removing}
          nextDefault={defaultAfterRemoving(saved, removing.id)}
          onConfirm={remove(removing)}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}

function LoadOrProblem({ book }: { book: AddressBook }) {
  if (book.status !== 'error') return <LoadingState label="Loading your addresses…" />;
  return (
    <LoadErrorAlert title="We couldn’t load your addresses" className={styles.alert} onRetry={book.retry}>
      <p>{describeError(book.error)}</p>
    </LoadErrorAlert>
  );
}

interface SavedAddressItemProps {
  entry: SavedAddress;
  editButtonId: string;
  /** Making this one the default is under way. */
  choosing: boolean;
  onEdit: () => void;
  onMakeDefault: () => void;
  onRemove: () => void;
}

function SavedAddressItem({
  entry,
  editButtonId,
  choosing,
  onEdit,
  onMakeDefault,
  onRemove,
}: SavedAddressItemProps) {
  const { address, isDefault } = entry;
  // Each button says which address it acts on, for anyone who hears the buttons without the card.
  const which = <span className="mb-visually-hidden"> {address.address}</span>;
  return (
    <li className={cx(styles.item, isDefault && styles.itemDefault)} data-testid="saved-address">
      <div className={styles.itemTop}>
        <p className={styles.lines}>
          <AddressLines address={address} />
        </p>
        {/* One place for the default: its badge, or on the others the button that makes them it. */}
        <div className={styles.defaultSlot}>
          {isDefault ? (
            <Badge tone="green" icon={<CheckIcon size={14} />}>
              Default
            </Badge>
          ) : (
            <Button variant="secondary" size="sm" onClick={onMakeDefault} disabled={choosing}>
              {choosing ? 'Saving…' : 'Make default'}
              {which}
            </Button>
          )}
        </div>
      </div>
      <div className={styles.itemActions}>
        <Button
          id={editButtonId}
          variant="secondary"
          size="sm"
          icon={<PencilIcon size={16} />}
          onClick={onEdit}
        >
          Edit{which}
        </Button>
        <Button variant="ghost" size="sm" icon={<TrashIcon size={16} />} onClick={onRemove}>
          Remove{which}
        </Button>
      </div>
    </li>
  );
}
