import { join } from 'node:path';
import { describeExposes } from 'remote-kit/testing';

describeExposes('shop', join(__dirname, '../..'));
