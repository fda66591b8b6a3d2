import { join } from 'node:path';
import { describeExposes } from 'remote-kit/testing';

describeExposes('auth', join(__dirname, '../..'));
