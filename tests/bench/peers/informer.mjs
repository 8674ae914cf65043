// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
// The peer of bench_engine: @kubernetes/client-node's informer on every pod of a plain-HTTP kubesim.
//   node informer.mjs sync  URL           time to synced, CPU, peak RSS
//   node informer.mjs watch URL RATE SECS  then RATE heartbeats/s from kubesim: events/s and CPU
// Prints key=value lines like bench_engine.
import * as k8s from '@kubernetes/client-node';
import { readFileSync } from 'node:fs';

const [mode, server, rateArg, secondsArg] = process.argv.slice(2);
const kc = new k8s.KubeConfig();
kc.loadFromOptions({
    clusters: [{ name: 'sim', server, skipTLSVerify: true }],
    users: [{ name: 'sim' }],
    contexts: [{ name: 'sim', cluster: 'sim', user: 'sim' }],
    currentContext: 'sim',
});
const core = kc.makeApiClient(k8s.CoreV1Api);

const cpuSeconds = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1e6;
};
const peakRssBytes = () => {
    const line = readFileSync('/proc/self/status', 'utf8').split('\n').find((l) => l.startsWith('VmHWM:'));
    return Number(line.split(/\s+/)[1]) * 1024;
};
const print = (key, value) => console.log(`${key}=${Number(value).toFixed(3)}`);
const setFault = (fault, value) => fetch(`${server}/kubesim/faults?fault=${fault}&value=${value}`, { method: 'POST' });

let added = 0;
let updated = 0;
const cpuStart = cpuSeconds();
const start = process.hrtime.bigint();
const informer = k8s.makeInformer(kc, '/api/v1/pods', () => core.listPodForAllNamespaces());
informer.on('add', () => ++added);
informer.on('update', () => ++updated);
informer.on('error', (err) => {
    console.error(`informer error: ${err}`);
    process.exit(1);
});
await informer.start();
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
print('sync.objects', informer.list().length);
print('sync.seconds', seconds);
print('sync.cpu_seconds', cpuSeconds() - cpuStart);
print('sync.peak_rss_mb', peakRssBytes() / 1e6);
print('sync.rss_mb', process.memoryUsage().rss / 1e6);

if (mode === 'watch') {
    const rate = Number(rateArg);
    const watchSeconds = Number(secondsArg);
    await setFault('heartbeats', rate);
    const before = updated;
    const cpuBefore = cpuSeconds();
    const watchStart = process.hrtime.bigint();
    await new Promise((resolve) => setTimeout(resolve, watchSeconds * 1000));
    const elapsed = Number(process.hrtime.bigint() - watchStart) / 1e9;
    const cpu = cpuSeconds() - cpuBefore;
    await setFault('heartbeats', 0);
    print('watch.requested_per_s', rate);
    print('watch.events_per_s', (updated - before) / elapsed);
    print('watch.cpu_share', cpu / elapsed);
    print('watch.events_per_cpu_s', (updated - before) / Math.max(cpu, 1e-9));
}
informer.stop();
process.exit(0);
