import { join } from 'node:path';
import { describeExposes } from 'remote-kit/testing';

describeExposes('chat', join(__dirname, '../..'));
