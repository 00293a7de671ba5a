import { remoteConfig } from '../../tools/rsbuild/federation';
import { STOREFRONT_HEAD_RULES } from './src/exposes/head-rules';
import { ROUTE_CHUNKS } from './src/exposes/route-chunks';

export default remoteConfig({ name: 'storefront', port: 4201, title: 'Harman · Mağaza', routeChunks: ROUTE_CHUNKS, headRules: STOREFRONT_HEAD_RULES });
