import { remoteConfig } from '../../tools/rsbuild/federation';

export default remoteConfig({ name: 'admin', port: 4203, title: 'Harman · Yönetim' });
