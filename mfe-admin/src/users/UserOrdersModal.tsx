import type { AdminUserRow } from '@mealbox/contracts';
import { Button, Modal } from '@mealbox/web-kit';
import { UserOrders } from './UserOrders';

/** Spec: each row can show that user's orders. */
export function UserOrdersModal({ user, onClose }: { user: AdminUserRow | null; onClose: () => void }) {
  if (!user) return null;
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title={`Orders of ${user.username}`}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <UserOrders user={user} />
    </Modal>
  );
}
