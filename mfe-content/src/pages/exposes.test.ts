import { join } from 'node:path';
import { describeExposes } from 'remote-kit/testing';

describeExposes('content', join(__dirname, '../..'));
