import { remoteConfig } from '../../tools/rsbuild/federation';
import { ADMIN_HEAD_RULES } from './src/exposes/head-rules';
import { ROUTE_CHUNKS, ROUTE_DATA } from './src/exposes/route-chunks';

export default remoteConfig({ name: 'admin', port: 4203, title: 'Harman · Yönetim', routeChunks: ROUTE_CHUNKS, routeData: ROUTE_DATA, headRules: ADMIN_HEAD_RULES });
