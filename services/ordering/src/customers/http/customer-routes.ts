import { Router } from 'express';
import {
  addressDefaultShape,
  addressRequestShape,
  allergenExclusionsDtoSchema,
  customerUpdateShape,
} from '@mealbox/contracts';
import {
  correlationIdOf,
  noStore,
  parseInput,
  requireUser,
  requiredAuthUser,
  strictBody,
} from '@mealbox/platform';
import { addAddress, makeDefaultAddress, removeAddress, updateAddress } from '../domain/customer-addresses';
import { ensureCustomer, updatePhoneNumber, viewCustomer } from '../domain/customers';
import { exclusionsOfUser, saveAllergenExclusions } from '../domain/allergen-exclusions';
import { toAllergenExclusions, toAllergenExclusionsDto } from './allergen-exclusions-dto';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { addressInputOf, toAddressDto, toCustomerDto } from './customer-dto';

export const phoneBody = strictBody(customerUpdateShape);
export const addressBody = strictBody(addressRequestShape);
export const noAddressFields = strictBody(addressDefaultShape);
export const exclusionsBody = strictBody(allergenExclusionsDtoSchema.shape);

/** The signed-in customer's details and addresses (spec section 7: /api/customers/...). */
export function customerRoutes(deps: OrderingDeps): Router {
  const router = Router();
  router.use('/api/customers', requireUser, noStore);

  router.get('/api/customers/me', async (_req, res) => {
    res.json(toCustomerDto(await ensureCustomer(deps, requiredAuthUser(res).id)));
  });

  router.patch('/api/customers/me', async (req, res) => {
    const { phone_number } = parseInput(phoneBody, req.body);
    const customer = await updatePhoneNumber(
      deps,
      requiredAuthUser(res).id,
      phone_number,
      correlationIdOf(res),
    );
    res.json(toCustomerDto(customer));
  });

  router.get('/api/customers/me/allergen-exclusions/', async (_req, res) => {
    res.json(toAllergenExclusionsDto(await exclusionsOfUser(deps, requiredAuthUser(res).id)));
  });

  router.put('/api/customers/me/allergen-exclusions/', async (req, res) => {
    const input = parseInput(exclusionsBody, req.body);
    const saved = await saveAllergenExclusions(deps, requiredAuthUser(res).id, toAllergenExclusions(input));
    res.json(toAllergenExclusionsDto(saved));
  });

  // 201 with the new address; the same address again answers the saved one (200), never a copy.
  router.post('/api/customers/add_address', async (req, res) => {
    const input = addressInputOf(parseInput(addressBody, req.body));
    const { address, created } = await addAddress(
      deps,
      requiredAuthUser(res).id,
      input,
      correlationIdOf(res),
    );
    res.status(created ? 201 : 200).json(toAddressDto(address));
  });

  // The caller's own addresses only: anyone else's id (or one that cannot be an id) is 404 'Address not found.'
  router.patch('/api/customers/addresses/:id', async (req, res) => {
    const input = addressInputOf(parseInput(addressBody, req.body));
    const address = await updateAddress(
      deps,
      requiredAuthUser(res),
      req.params.id as string,
      input,
      correlationIdOf(res),
    );
    res.json(toAddressDto(address));
  });

  router.delete('/api/customers/addresses/:id', async (req, res) => {
    await removeAddress(deps, requiredAuthUser(res).id, req.params.id as string, correlationIdOf(res));
    res.status(204).end();
  });

  router.post('/api/customers/addresses/:id/default', async (req, res) => {
    parseInput(noAddressFields, req.body);
    const customer = await makeDefaultAddress(
      deps,
      requiredAuthUser(res).id,
      req.params.id as string,
      correlationIdOf(res),
    );
    res.json(toCustomerDto(customer));
  });

  router.get('/api/customers/:id', async (req, res) => {
    res.json(toCustomerDto(await viewCustomer(deps, requiredAuthUser(res), req.params.id as string)));
  });

  return router;
}
