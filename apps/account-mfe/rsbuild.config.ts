import { remoteConfig } from '../../tools/rsbuild/federation';

export default remoteConfig({ name: 'account', port: 4202, title: 'Harman · Hesabım' });
