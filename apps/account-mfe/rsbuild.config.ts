import { remoteConfig } from '../../tools/rsbuild/federation';
import { ACCOUNT_HEAD_RULES } from './src/exposes/head-rules';

export default remoteConfig({ name: 'account', port: 4202, title: 'Harman · Hesabım', headRules: ACCOUNT_HEAD_RULES });
