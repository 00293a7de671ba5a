import { remoteConfig } from '../../tools/rsbuild/federation';
import { ADMIN_HEAD_RULES } from './src/exposes/head-rules';

export default remoteConfig({ name: 'admin', port: 4203, title: 'Harman · Yönetim', headRules: ADMIN_HEAD_RULES });
