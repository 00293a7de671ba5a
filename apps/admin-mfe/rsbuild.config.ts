import { remoteConfig } from '../../tools/rsbuild/federation';
import { ADMIN_HEAD_RULES } from './src/exposes/head-rules';
import { ROUTE_CHUNKS } from './src/exposes/route-chunks';

export default remoteConfig({ name: 'admin', port: 4203, title: 'Harman · Yönetim', routeChunks: ROUTE_CHUNKS, headRules: ADMIN_HEAD_RULES });
