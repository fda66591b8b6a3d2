import { join } from 'node:path';
import { describeExposes } from 'remote-kit/testing';

describeExposes('checkout', join(__dirname, '../..'));
