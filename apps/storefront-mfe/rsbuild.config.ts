import { remoteConfig } from '../../tools/rsbuild/federation';

export default remoteConfig({ name: 'storefront', port: 4201, title: 'Harman · Mağaza' });
