/** The Spanish catalogue (US Spanish: many Texas drivers and recipients read it first). */
import audit from './es/audit.json';
import addresses from './es/addresses.json';
import common from './es/common.json';
import domain from './es/domain.json';
import driver from './es/driver.json';
import errors from './es/errors.json';
import pieces from './es/pieces.json';
import performance from './es/performance.json';
import rates from './es/rates.json';
import tracking from './es/tracking.json';
import shell from './es/shell.json';
import client from './es/client.json';
import standing from './es/standing.json';
import screens from './es/screens.json';
import organization from './es/organization.json';
import earnings from './es/earnings.json';
import addressBook from './es/address-book.json';
import receiving from './es/receiving.json';
import custody from './es/custody.json';
import invoices from './es/invoices.json';
import signIn from './es/sign-in.json';
import account from './es/account.json';
import orderImport from './es/order-import.json';
import billingConsole from './es/billing-console.json';
import medical from './es/medical.json';
import map from './es/map.json';
import { CUSTODY_WORDS_ES } from '@domain/custody-words';
import type { Catalogue } from './en';

export const ES: Catalogue = {
  ...common,
  ...audit,
  ...addresses,
  ...errors,
  ...driver,
  ...pieces,
  ...performance,
  ...tracking,
  ...rates,
  ...shell,
  ...client,
  ...standing,
  ...screens,
  ...organization,
  ...earnings,
  ...addressBook,
  ...receiving,
  ...custody,
  ...invoices,
  ...signIn,
  ...account,
  ...orderImport,
  ...billingConsole,
  ...medical,
  ...map,
  ...domain,
  ...CUSTODY_WORDS_ES,
};
