import { remoteConfig } from '../../tools/rsbuild/federation';
import { ACCOUNT_HEAD_RULES } from './src/exposes/head-rules';
import { ROUTE_CHUNKS } from './src/exposes/route-chunks';

export default remoteConfig({ name: 'account', port: 4202, title: 'Harman · Hesabım', routeChunks: ROUTE_CHUNKS, headRules: ACCOUNT_HEAD_RULES });
