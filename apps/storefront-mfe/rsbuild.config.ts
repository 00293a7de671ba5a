import { remoteConfig } from '../../tools/rsbuild/federation';
import { STOREFRONT_HEAD_RULES } from './src/exposes/head-rules';
import { ROUTE_CHUNKS, ROUTE_DATA } from './src/exposes/route-chunks';

export default remoteConfig({ name: 'storefront', port: 4201, title: 'Harman · Mağaza', routeChunks: ROUTE_CHUNKS, routeData: ROUTE_DATA, headRules: STOREFRONT_HEAD_RULES });
