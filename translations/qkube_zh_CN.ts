<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About qkube</source>
        <translation>关于 qkube</translation>
    </message>
    <message>
        <source>qkube %1</source>
        <translation>qkube %1</translation>
    </message>
    <message>
        <source>A native Kubernetes cluster explorer, fast on clusters of 100k pods, built on libqkube-engine, client-go in C++.</source>
        <translation>原生 Kubernetes 集群浏览器，在十万个 Pod 的集群上依然流畅，基于 libqkube-engine（C++ 实现的 client-go）。</translation>
    </message>
    <message>
        <source>qkube</source>
        <translation>qkube</translation>
    </message>
    <message>
        <source>Engine (libqkube-engine)</source>
        <translation>引擎（libqkube-engine）</translation>
    </message>
    <message>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <source>%1 (built with %2)</source>
        <translation>%1（构建时为 %2）</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>&lt;a href=&quot;https://www.apache.org/licenses/LICENSE-2.0&quot;&gt;Apache License 2.0&lt;/a&gt; (Apache-2.0)</source>
        <translation>&lt;a href=&quot;https://www.apache.org/licenses/LICENSE-2.0&quot;&gt;Apache 许可证 2.0&lt;/a&gt;（Apache-2.0）</translation>
    </message>
    <message>
        <source>Licence:</source>
        <translation>许可证：</translation>
    </message>
</context>
<context>
    <name>ActionPermissions</name>
    <message>
        <source>You may not %1 %2</source>
        <translation>你无权对 %2 执行 %1</translation>
    </message>
    <message>
        <source>You may not %1 %2 in %3</source>
        <translation>你无权在 %3 中对 %2 执行 %1</translation>
    </message>
</context>
<context>
    <name>BottomPanel</name>
    <message>
        <source>Panel</source>
        <translation>面板</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>还原</translation>
    </message>
    <message>
        <source>Maximise</source>
        <translation>最大化</translation>
    </message>
    <message>
        <source>Give the table its room back (F11)</source>
        <translation>把空间还给表格（F11）</translation>
    </message>
    <message>
        <source>Give this panel the window&apos;s height (F11)</source>
        <translation>让此面板占满窗口高度（F11）</translation>
    </message>
</context>
<context>
    <name>ClusterController</name>
    <message>
        <source>Context &quot;%1&quot; cannot be used: %2</source>
        <translation>无法使用上下文“%1”：%2</translation>
    </message>
    <message>
        <source>Could not %1 %2: %3</source>
        <translation>无法%1 %2：%3</translation>
    </message>
    <message>
        <source>%1: done (%2)</source>
        <translation>%1：已完成（%2）</translation>
    </message>
    <message>
        <source>Could not trigger CronJob %1: %2</source>
        <translation>无法触发 CronJob %1：%2</translation>
    </message>
    <message>
        <source>job.batch/%1 created from CronJob %2</source>
        <translation>已从 CronJob %2 创建 job.batch/%1</translation>
    </message>
    <message>
        <source>Could not delete %1: %2</source>
        <translation>无法删除 %1：%2</translation>
    </message>
    <message>
        <source>%1 is being deleted</source>
        <translation>正在删除 %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: throttled by the server, retrying in %n s</source>
        <translation>
            <numerusform>%1：服务器限流，%n 秒后重试</numerusform>
        </translation>
    </message>
    <message>
        <source>Prometheus Service</source>
        <translation>Prometheus 服务</translation>
    </message>
    <message>
        <source>The Service of %1&apos;s Prometheus, as NAMESPACE/NAME:PORT[/PATH PREFIX], reached through the API server&apos;s service proxy. Empty: look for the usual installs.</source>
        <translation>%1 的 Prometheus 服务，格式为 NAMESPACE/NAME:PORT[/路径前缀]，通过 API 服务器的服务代理访问。留空：查找常见的安装位置。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Service: write NAMESPACE/NAME:PORT, for example monitoring/prometheus-operated:9090</source>
        <translation>“%1”不是一个服务：请写成 NAMESPACE/NAME:PORT，例如 monitoring/prometheus-operated:9090</translation>
    </message>
</context>
<context>
    <name>ClusterView</name>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Close cluster</source>
        <translation>关闭集群</translation>
    </message>
    <message>
        <source>Open cluster…</source>
        <translation>打开集群…</translation>
    </message>
    <message>
        <source>All clusters</source>
        <translation>所有集群</translation>
    </message>
    <message>
        <source>The server serves no %1 (%2): cannot open %3.</source>
        <translation>服务器不提供 %1（%2）：无法打开 %3。</translation>
    </message>
</context>
<context>
    <name>CommandPalette</name>
    <message>
        <source>Go to a kind (po, deploy, …), an object by name, or run an action</source>
        <translation>转到资源类型（po、deploy…）、按名称转到对象，或运行操作</translation>
    </message>
    <message>
        <source>↑↓ choose · Enter go · Esc close</source>
        <translation>↑↓ 选择 · Enter 转到 · Esc 关闭</translation>
    </message>
</context>
<context>
    <name>ContainerShells</name>
    <message>
        <source>the cluster was closed</source>
        <translation>集群已关闭</translation>
    </message>
</context>
<context>
    <name>DeleteDialog</name>
    <message>
        <source>Delete %1</source>
        <translation>删除 %1</translation>
    </message>
    <message>
        <source>Delete %1 %2 in context &quot;%3&quot;?</source>
        <translation>删除上下文“%3”中的 %1 %2？</translation>
    </message>
    <message numerus="yes">
        <source>Delete these %n %1 objects in context &quot;%2&quot;?</source>
        <translation>
            <numerusform>删除上下文“%2”中的这 %n 个 %1 对象？</numerusform>
        </translation>
    </message>
    <message>
        <source>Background: delete it now, its dependents after</source>
        <translation>后台：立即删除，随后删除其依赖对象</translation>
    </message>
    <message>
        <source>Foreground: delete its dependents first</source>
        <translation>前台：先删除其依赖对象</translation>
    </message>
    <message>
        <source>Orphan: keep its dependents</source>
        <translation>孤立：保留其依赖对象</translation>
    </message>
    <message>
        <source>Dependents:</source>
        <translation>依赖对象：</translation>
    </message>
    <message>
        <source>the pod&apos;s own</source>
        <translation>使用 Pod 自身设置</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Force: do not wait for the kubelet (grace period 0)</source>
        <translation>强制：不等待 kubelet（宽限期 0）</translation>
    </message>
    <message>
        <source>Grace period:</source>
        <translation>宽限期：</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
</context>
<context>
    <name>DescribeWords</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Namespace</source>
        <translation>命名空间</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation>注解</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>Ports</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>API Version</source>
        <translation>API 版本</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>镜像</translation>
    </message>
    <message>
        <source>Image ID</source>
        <translation>镜像 ID</translation>
    </message>
    <message>
        <source>IP</source>
        <translation>IP</translation>
    </message>
    <message>
        <source>IPs</source>
        <translation>IP 列表</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>Limits</source>
        <translation>限制</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Mounts</source>
        <translation>挂载</translation>
    </message>
    <message>
        <source>Host Port</source>
        <translation>主机端口</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>环境变量</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Containers</source>
        <translation>容器</translation>
    </message>
    <message>
        <source>Init Containers</source>
        <translation>Init 容器</translation>
    </message>
    <message>
        <source>Volumes</source>
        <translation>卷</translation>
    </message>
    <message>
        <source>Tolerations</source>
        <translation>容忍</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Node-Selectors</source>
        <translation>节点选择器</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>状况</translation>
    </message>
    <message>
        <source>Creation Timestamp</source>
        <translation>创建时间</translation>
    </message>
    <message>
        <source>CreationTimestamp</source>
        <translation>创建时间</translation>
    </message>
    <message>
        <source>UID</source>
        <translation>UID</translation>
    </message>
    <message>
        <source>Resource Version</source>
        <translation>资源版本</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Last State</source>
        <translation>上次状态</translation>
    </message>
    <message>
        <source>Restart Count</source>
        <translation>重启次数</translation>
    </message>
    <message>
        <source>Container ID</source>
        <translation>容器 ID</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>启动于</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>结束于</translation>
    </message>
    <message>
        <source>Exit Code</source>
        <translation>退出码</translation>
    </message>
    <message>
        <source>Start Time</source>
        <translation>启动时间</translation>
    </message>
    <message>
        <source>QoS Class</source>
        <translation>QoS 类别</translation>
    </message>
    <message>
        <source>Priority</source>
        <translation>优先级</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Selector</source>
        <translation>选择器</translation>
    </message>
    <message>
        <source>Controlled By</source>
        <translation>控制者</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Pod Template</source>
        <translation>Pod 模板</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Args</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>Allocatable</source>
        <translation>可分配</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>代数</translation>
    </message>
    <message>
        <source>Endpoints</source>
        <translation>端点</translation>
    </message>
    <message>
        <source>TargetPort</source>
        <translation>目标端口</translation>
    </message>
    <message>
        <source>NodePort</source>
        <translation>节点端口</translation>
    </message>
    <message>
        <source>Pods Status</source>
        <translation>Pod 状态</translation>
    </message>
    <message>
        <source>Pods Statuses</source>
        <translation>Pod 状态</translation>
    </message>
    <message>
        <source>Last Transition Time</source>
        <translation>上次转换时间</translation>
    </message>
    <message>
        <source>Session Affinity</source>
        <translation>会话亲和性</translation>
    </message>
    <message>
        <source>IP Families</source>
        <translation>IP 协议族</translation>
    </message>
    <message>
        <source>IP Family Policy</source>
        <translation>IP 协议族策略</translation>
    </message>
    <message>
        <source>Internal Traffic Policy</source>
        <translation>内部流量策略</translation>
    </message>
    <message>
        <source>External Traffic Policy</source>
        <translation>外部流量策略</translation>
    </message>
    <message>
        <source>Hostname</source>
        <translation>主机名</translation>
    </message>
    <message>
        <source>StorageClass</source>
        <translation>存储类</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>资源</translation>
    </message>
    <message>
        <source>Access Modes</source>
        <translation>访问模式</translation>
    </message>
    <message>
        <source>VolumeMode</source>
        <translation>卷模式</translation>
    </message>
    <message>
        <source>Suspend</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Subjects</source>
        <translation>主体</translation>
    </message>
    <message>
        <source>StrategyType</source>
        <translation>策略类型</translation>
    </message>
    <message>
        <source>RollingUpdateStrategy</source>
        <translation>滚动更新策略</translation>
    </message>
    <message>
        <source>Parallelism</source>
        <translation>并行度</translation>
    </message>
    <message>
        <source>Completions</source>
        <translation>完成数</translation>
    </message>
    <message>
        <source>Completion Mode</source>
        <translation>完成模式</translation>
    </message>
    <message>
        <source>Backoff Limit</source>
        <translation>回退上限</translation>
    </message>
    <message>
        <source>OldReplicaSets</source>
        <translation>旧 ReplicaSet</translation>
    </message>
    <message>
        <source>NewReplicaSet</source>
        <translation>新 ReplicaSet</translation>
    </message>
    <message>
        <source>MinReadySeconds</source>
        <translation>最短就绪秒数</translation>
    </message>
    <message>
        <source>Finalizers</source>
        <translation>Finalizers</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>描述</translation>
    </message>
    <message>
        <source>Addresses</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Taints</source>
        <translation>污点</translation>
    </message>
    <message>
        <source>Unschedulable</source>
        <translation>不可调度</translation>
    </message>
    <message>
        <source>System Info</source>
        <translation>系统信息</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>PolicyRule</source>
        <translation>策略规则</translation>
    </message>
    <message>
        <source>PodCIDR</source>
        <translation>Pod CIDR</translation>
    </message>
    <message>
        <source>PodCIDRs</source>
        <translation>Pod CIDR 列表</translation>
    </message>
    <message>
        <source>Non-terminated Pods</source>
        <translation>未终止的 Pod</translation>
    </message>
    <message>
        <source>Allocated resources</source>
        <translation>已分配资源</translation>
    </message>
    <message>
        <source>Lease</source>
        <translation>租约</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>BinaryData</source>
        <translation>二进制数据</translation>
    </message>
    <message>
        <source>Service Account</source>
        <translation>服务账号</translation>
    </message>
    <message>
        <source>Priority Class Name</source>
        <translation>优先级类名称</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>存在时长</translation>
    </message>
    <message>
        <source>From</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>已用</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>资源</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>最小值</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>最大值</translation>
    </message>
    <message>
        <source>Default Request</source>
        <translation>默认请求</translation>
    </message>
    <message>
        <source>Default Limit</source>
        <translation>默认限制</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>Backends</source>
        <translation>后端</translation>
    </message>
    <message>
        <source>Protocol</source>
        <translation>协议</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>声明</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>卷</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>调度计划</translation>
    </message>
    <message>
        <source>Concurrency Policy</source>
        <translation>并发策略</translation>
    </message>
    <message>
        <source>Last Schedule Time</source>
        <translation>上次调度时间</translation>
    </message>
    <message>
        <source>Active Jobs</source>
        <translation>活跃的 Job</translation>
    </message>
    <message>
        <source>Desired</source>
        <translation>期望</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>Allowed disruptions</source>
        <translation>允许的干扰数</translation>
    </message>
    <message>
        <source>Min available</source>
        <translation>最少可用</translation>
    </message>
    <message>
        <source>Max unavailable</source>
        <translation>最多不可用</translation>
    </message>
    <message>
        <source>Mountable secrets</source>
        <translation>可挂载的 Secret</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>令牌</translation>
    </message>
    <message>
        <source>Image pull secrets</source>
        <translation>镜像拉取 Secret</translation>
    </message>
    <message>
        <source>Verbs</source>
        <translation>动作</translation>
    </message>
    <message>
        <source>Non-Resource URLs</source>
        <translation>非资源 URL</translation>
    </message>
    <message>
        <source>Resource Names</source>
        <translation>资源名称</translation>
    </message>
    <message>
        <source>Type of Volume</source>
        <translation>卷类型</translation>
    </message>
    <message>
        <source>ClaimName</source>
        <translation>声明名称</translation>
    </message>
    <message>
        <source>ReadOnly</source>
        <translation>只读</translation>
    </message>
    <message>
        <source>Optional</source>
        <translation>可选</translation>
    </message>
    <message>
        <source>SecretName</source>
        <translation>Secret 名称</translation>
    </message>
    <message>
        <source>DefaultMode</source>
        <translation>默认权限</translation>
    </message>
    <message>
        <source>Liveness</source>
        <translation>存活探针</translation>
    </message>
    <message>
        <source>Readiness</source>
        <translation>就绪探针</translation>
    </message>
    <message>
        <source>Startup</source>
        <translation>启动探针</translation>
    </message>
    <message>
        <source>Reclaim Policy</source>
        <translation>回收策略</translation>
    </message>
    <message>
        <source>Provisioner</source>
        <translation>供应者</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Deployment pods</source>
        <translation>Deployment 的 Pod</translation>
    </message>
    <message>
        <source>Regarding</source>
        <translation>涉及对象</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Involved Object</source>
        <translation>涉及对象</translation>
    </message>
    <message>
        <source>First Timestamp</source>
        <translation>首次时间</translation>
    </message>
    <message>
        <source>Last Timestamp</source>
        <translation>最近时间</translation>
    </message>
    <message>
        <source>Reporting Component</source>
        <translation>报告组件</translation>
    </message>
    <message>
        <source>Reporting Instance</source>
        <translation>报告实例</translation>
    </message>
    <message>
        <source>Default Backend</source>
        <translation>默认后端</translation>
    </message>
    <message>
        <source>TLS</source>
        <translation>TLS</translation>
    </message>
    <message>
        <source>Ingress Class</source>
        <translation>Ingress 类</translation>
    </message>
    <message>
        <source>Controller</source>
        <translation>控制器</translation>
    </message>
    <message>
        <source>Spec</source>
        <translation>规约</translation>
    </message>
    <message>
        <source>Metadata</source>
        <translation>元数据</translation>
    </message>
    <message>
        <source>Quota</source>
        <translation>配额</translation>
    </message>
    <message>
        <source>Resource Quotas</source>
        <translation>资源配额</translation>
    </message>
    <message>
        <source>Resource Limits</source>
        <translation>资源限制</translation>
    </message>
    <message>
        <source>No LimitRange resource.</source>
        <translation>没有 LimitRange 资源。</translation>
    </message>
    <message>
        <source>No resource quota.</source>
        <translation>没有资源配额。</translation>
    </message>
    <message>
        <source>Host Ports</source>
        <translation>主机端口</translation>
    </message>
    <message>
        <source>Ephemeral Containers</source>
        <translation>临时容器</translation>
    </message>
    <message>
        <source>Environment Variables from</source>
        <translation>环境变量来源</translation>
    </message>
</context>
<context>
    <name>DetailsPane</name>
    <message>
        <source>YAML</source>
        <translation>YAML</translation>
    </message>
    <message>
        <source>Select an object to see its details.</source>
        <translation>选择一个对象以查看其详情。</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>正在加载 %1…</translation>
    </message>
    <message>
        <source>%1 %2 no longer exists.</source>
        <translation>%1 %2 已不存在。</translation>
    </message>
    <message>
        <source>Could not load %1: %2</source>
        <translation>无法加载 %1：%2</translation>
    </message>
    <message>
        <source>UID</source>
        <translation>UID</translation>
    </message>
    <message>
        <source>Controlled by</source>
        <translation>控制者</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>概览</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Show managed fields</source>
        <translation>显示 managedFields</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy the YAML to the clipboard</source>
        <translation>将 YAML 复制到剪贴板</translation>
    </message>
    <message>
        <source>No longer selectable</source>
        <translation>已不可操作</translation>
    </message>
    <message>
        <source>Created</source>
        <translation>创建时间</translation>
    </message>
    <message>
        <source>%1 (%2 ago)</source>
        <translation>%1（%2 前）</translation>
    </message>
    <message>
        <source>Deleting since</source>
        <translation>删除开始于</translation>
    </message>
    <message>
        <source>Resource version</source>
        <translation>资源版本</translation>
    </message>
    <message>
        <source>Finalizers</source>
        <translation>Finalizers</translation>
    </message>
    <message>
        <source>Owned by</source>
        <translation>所有者</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>另有 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not list them: %1</source>
        <translation>无法列出：%1</translation>
    </message>
    <message numerus="yes">
        <source>(%n bytes of binary data)</source>
        <translation>
            <numerusform>（%n 字节二进制数据）</numerusform>
        </translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>隐藏</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>控制</translation>
    </message>
    <message>
        <source>Selects</source>
        <translation>选中</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Mounted by</source>
        <translation>挂载者</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <source>Usage</source>
        <translation>用量</translation>
    </message>
    <message>
        <source>Reveal values</source>
        <translation>显示值</translation>
    </message>
    <message>
        <source>Show this Secret&apos;s values in the YAML (base64, as the server keeps them)</source>
        <translation>在 YAML 中显示此 Secret 的值（base64，与服务器保存的一致）</translation>
    </message>
    <message>
        <source>Last hour (metrics-server)</source>
        <translation>最近一小时（metrics-server）</translation>
    </message>
    <message>
        <source>Last hour (Prometheus)</source>
        <translation>最近一小时（Prometheus）</translation>
    </message>
    <message>
        <source>Last 6 hours (Prometheus)</source>
        <translation>最近 6 小时（Prometheus）</translation>
    </message>
    <message>
        <source>Last 24 hours (Prometheus)</source>
        <translation>最近 24 小时（Prometheus）</translation>
    </message>
    <message>
        <source>Last 7 days (Prometheus)</source>
        <translation>最近 7 天（Prometheus）</translation>
    </message>
    <message>
        <source>Could not describe it: %1</source>
        <translation>无法描述它：%1</translation>
    </message>
    <message>
        <source>Describing…</source>
        <translation>正在描述…</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>值</translation>
    </message>
</context>
<context>
    <name>DrainDialog</name>
    <message>
        <source>Drain node %1</source>
        <translation>排空节点 %1</translation>
    </message>
    <message>
        <source>Drain node %1 in context &quot;%2&quot;? It is cordoned, then every pod on it is evicted except DaemonSet and mirror pods. PodDisruptionBudgets are respected: a pod they protect waits until it may go.</source>
        <translation>排空上下文“%2”中的节点 %1？节点将被封锁，然后驱逐其上除 DaemonSet 和镜像 Pod 之外的所有 Pod。PodDisruptionBudget 会被遵守：受其保护的 Pod 将等待直到允许驱逐。</translation>
    </message>
    <message>
        <source>Pod</source>
        <translation>Pod</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Tries</source>
        <translation>尝试次数</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Drain</source>
        <translation>排空</translation>
    </message>
    <message>
        <source>Cordoning %1 and listing its pods…</source>
        <translation>正在封锁 %1 并列出其 Pod…</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>已跳过</translation>
    </message>
    <message numerus="yes">
        <source>Evicting %n pod(s) from %1…</source>
        <translation>
            <numerusform>正在从 %1 驱逐 %n 个 Pod…</numerusform>
        </translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message numerus="yes">
        <source>Node %1 is drained: %n pod(s) evicted.</source>
        <translation>
            <numerusform>节点 %1 已排空：驱逐了 %n 个 Pod。</numerusform>
        </translation>
    </message>
    <message>
        <source>Drain cancelled; node %1 stays cordoned.</source>
        <translation>排空已取消；节点 %1 仍处于封锁状态。</translation>
    </message>
    <message>
        <source>Drain of %1 failed: %2</source>
        <translation>排空 %1 失败：%2</translation>
    </message>
    <message>
        <source>Evicting</source>
        <translation>正在驱逐</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>被阻止</translation>
    </message>
    <message>
        <source>Evicted</source>
        <translation>已驱逐</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
</context>
<context>
    <name>EventLogPane</name>
    <message>
        <source>Warnings only</source>
        <translation>仅显示警告</translation>
    </message>
    <message>
        <source>Filter events</source>
        <translation>筛选事件</translation>
    </message>
    <message numerus="yes">
        <source>Resume (%n buffered)</source>
        <translation>
            <numerusform>继续（已缓存 %n 条）</numerusform>
        </translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
</context>
<context>
    <name>FileCopyDialog</name>
    <message>
        <source>File…</source>
        <translation>文件…</translation>
    </message>
    <message>
        <source>Folder…</source>
        <translation>文件夹…</translation>
    </message>
    <message>
        <source>Download from %1</source>
        <translation>从 %1 下载</translation>
    </message>
    <message>
        <source>Upload to %1</source>
        <translation>上传到 %1</translation>
    </message>
    <message>
        <source>/path/in/the/container (a file or a folder)</source>
        <translation>/容器/中的/路径（文件或文件夹）</translation>
    </message>
    <message>
        <source>/tmp (a folder of the container)</source>
        <translation>/tmp（容器中的文件夹）</translation>
    </message>
    <message>
        <source>The folder it goes into</source>
        <translation>保存到的文件夹</translation>
    </message>
    <message>
        <source>The file or folder to upload</source>
        <translation>要上传的文件或文件夹</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>下载</translation>
    </message>
    <message>
        <source>Upload</source>
        <translation>上传</translation>
    </message>
    <message>
        <source>Container:</source>
        <translation>容器：</translation>
    </message>
    <message>
        <source>Path in the container:</source>
        <translation>容器中的路径：</translation>
    </message>
    <message>
        <source>Into the container&apos;s folder:</source>
        <translation>上传到容器中的文件夹：</translation>
    </message>
    <message>
        <source>Into this folder:</source>
        <translation>保存到此文件夹：</translation>
    </message>
    <message>
        <source>From this computer:</source>
        <translation>来自本机：</translation>
    </message>
    <message>
        <source>Choose a folder</source>
        <translation>选择文件夹</translation>
    </message>
    <message>
        <source>Choose a file</source>
        <translation>选择文件</translation>
    </message>
    <message>
        <source>%1 does not exist on this computer.</source>
        <translation>本机上不存在 %1。</translation>
    </message>
    <message>
        <source>Copying…</source>
        <translation>正在复制…</translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation>已复制 %1</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>The copy failed: %1</source>
        <translation>复制失败：%1</translation>
    </message>
    <message>
        <source>Downloaded into %1.</source>
        <translation>已下载到 %1。</translation>
    </message>
    <message>
        <source>Uploaded to %1.</source>
        <translation>已上传到 %1。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>the container has no tar program, which copying needs</source>
        <translation>容器中没有复制所需的 tar 程序</translation>
    </message>
    <message>
        <source>no such file or folder in the container: %1</source>
        <translation>容器中没有这个文件或文件夹：%1</translation>
    </message>
    <message>
        <source>permission denied in the container: %1</source>
        <translation>容器中权限不足：%1</translation>
    </message>
    <message>
        <source>no space left in the container for %1</source>
        <translation>容器中没有足够空间存放 %1</translation>
    </message>
</context>
<context>
    <name>FullLogSaver</name>
    <message>
        <source>the log is larger than %1 MiB; qkubectl logs can write it</source>
        <translation>日志大于 %1 MiB；可以用 qkubectl logs 写出它</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source>Select a version to see what changed from the one before; select two to compare them.</source>
        <translation>选择一个版本查看它相对上一版本的变更；选择两个版本进行比较。</translation>
    </message>
    <message>
        <source>Select one or two versions to compare.</source>
        <translation>请选择一个或两个版本进行比较。</translation>
    </message>
    <message>
        <source>No difference but resourceVersion and managed fields.</source>
        <translation>除 resourceVersion 和 managedFields 外没有差异。</translation>
    </message>
    <message>
        <source>Select an object to see the changes the journal holds of it.</source>
        <translation>选择一个对象以查看变更记录中它的变更。</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>并排</translation>
    </message>
    <message>
        <source>Show the diff side by side (older left, newer right) or unified</source>
        <translation>并排显示差异（旧版在左，新版在右）或统一格式显示</translation>
    </message>
    <message>
        <source>(nothing older in the journal)</source>
        <translation>（变更记录中没有更早的版本）</translation>
    </message>
    <message>
        <source>Export This Object&apos;s History…</source>
        <translation>导出此对象的历史…</translation>
    </message>
    <message>
        <source>Every version of %1 the journal holds, as JSON lines qkube --journal opens</source>
        <translation>变更记录中 %1 的所有版本，存为 qkube --journal 可打开的 JSON 行</translation>
    </message>
    <message>
        <source>Export This Object&apos;s History</source>
        <translation>导出此对象的历史</translation>
    </message>
    <message>
        <source>JSON lines (*.jsonl)</source>
        <translation>JSON 行文件 (*.jsonl)</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n version(s) to %1</source>
        <translation>
            <numerusform>已将 %n 个版本导出到 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not export the history to %1: %2</source>
        <translation>无法将历史导出到 %1：%2</translation>
    </message>
</context>
<context>
    <name>InformerFlowDiagram</name>
    <message>
        <source>Reflector</source>
        <translation>Reflector</translation>
    </message>
    <message>
        <source>DeltaFIFO</source>
        <translation>DeltaFIFO</translation>
    </message>
    <message>
        <source>Indexer</source>
        <translation>Indexer</translation>
    </message>
    <message>
        <source>processor</source>
        <translation>分发器</translation>
    </message>
    <message>
        <source>listeners</source>
        <translation>监听器</translation>
    </message>
    <message>
        <source>models</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>The Reflector lists the resource (in pages), then watches it from the list&apos;s resourceVersion, with bookmarks. When the server answers 410 Expired it lists again; after a failure it backs off (0.8 s, doubling, up to 30 s).</source>
        <translation>Reflector 先（分页）列出资源，再从列表的 resourceVersion 起带书签监视。服务器返回 410 Expired 时重新列出；失败后退避（0.8 秒起翻倍，最多 30 秒）。</translation>
    </message>
    <message>
        <source>The DeltaFIFO is a queue of keys, each with the changes (deltas) not yet applied, in arrival order. A relist queues Replaced for every listed object and Deleted for every object the list no longer has.</source>
        <translation>DeltaFIFO 是键的队列，每个键带着尚未应用的变更（delta），按到达顺序排列。重新列出时为每个列出的对象排入 Replaced，为列表中已不存在的对象排入 Deleted。</translation>
    </message>
    <message>
        <source>The Indexer is the cache: every object by namespace/name, with indexes (by namespace, by node, ...). Views and listers read it from any thread; only the informer writes it.</source>
        <translation>Indexer 就是缓存：按 namespace/name 存放每个对象，并带有索引（按命名空间、按节点……）。视图和 lister 可从任意线程读取；只有 informer 写入。</translation>
    </message>
    <message>
        <source>The processor hands each change, after the Indexer has it, to every registered handler, in order, without waiting for any of them.</source>
        <translation>分发器在 Indexer 收到每个变更之后，按顺序把它交给每个已注册的处理器，不等待其中任何一个。</translation>
    </message>
    <message>
        <source>Each handler has its own listener: a buffer and a thread, so a slow handler delays only itself. Pending is what waits in the buffer; lag is how long the handler has had work waiting.</source>
        <translation>每个处理器有自己的监听器：一个缓冲区和一个线程，慢的处理器只拖慢它自己。待处理是缓冲区中等待的数量；延迟是处理器已有工作等待了多久。</translation>
    </message>
    <message>
        <source>The handlers of the window turn objects into table rows off the GUI thread and send them in batches, at most every 50 ms; the table models apply each batch with the fewest changes.</source>
        <translation>窗口的处理器在 GUI 线程之外把对象转换成表格行，并按批发送，最多每 50 毫秒一次；表格模型以最少的改动应用每一批。</translation>
    </message>
    <message>
        <source>%1 lists, %2 relists, %3 × 410</source>
        <translation>列出 %1 次，重新列出 %2 次，410 × %3</translation>
    </message>
    <message>
        <source>%1 received</source>
        <translation>已接收 %1</translation>
    </message>
    <message>
        <source>%1 queued</source>
        <translation>排队 %1</translation>
    </message>
    <message>
        <source>%1 objects</source>
        <translation>%1 个对象</translation>
    </message>
    <message>
        <source>indexes: %1</source>
        <translation>索引：%1</translation>
    </message>
    <message>
        <source>%1 events</source>
        <translation>%1 个事件</translation>
    </message>
    <message>
        <source>%1 handlers</source>
        <translation>%1 个处理器</translation>
    </message>
    <message>
        <source>%1 pending</source>
        <translation>待处理 %1</translation>
    </message>
    <message>
        <source>lag %1</source>
        <translation>延迟 %1</translation>
    </message>
</context>
<context>
    <name>InspectorDock</name>
    <message>
        <source>Resume</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Informer inspector</source>
        <translation>Informer 检查器</translation>
    </message>
    <message>
        <source>Informers</source>
        <translation>Informer</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>Force relist</source>
        <translation>强制重新列出</translation>
    </message>
    <message>
        <source>Drop the watch and list the resource again now</source>
        <translation>放弃当前监视，立即重新列出该资源</translation>
    </message>
    <message>
        <source>Stop listing and watching (the cache keeps what it has); resume lists again to catch up</source>
        <translation>停止列出和监视（缓存保留现有内容）；恢复时重新列出以追上变化</translation>
    </message>
    <message>
        <source>Copy state</source>
        <translation>复制状态</translation>
    </message>
    <message>
        <source>Copy the informer&apos;s state as text, for a bug report</source>
        <translation>以文本复制该 informer 的状态，用于错误报告</translation>
    </message>
    <message>
        <source>Filter requests (URL, verb, status)</source>
        <translation>过滤请求（URL、方法、状态）</translation>
    </message>
    <message numerus="yes">
        <source>Journal: %1 MB of %2 MB, %n change(s) since %3</source>
        <translation>
            <numerusform>变更记录：%1 MB / %2 MB，自 %3 起 %n 个变更</numerusform>
        </translation>
    </message>
    <message>
        <source>Record secret values</source>
        <translation>记录 Secret 的值</translation>
    </message>
    <message>
        <source>Off (the default): the journal keeps of each Secret value only whether it changed and its length, and its exports hold no value. On, for this cluster: the values from now on, and exports hold them (the file says so and only you can read it).</source>
        <translation>关闭（默认）：变更记录对每个 Secret 值只保留它是否改变及其长度，导出中不含任何值。开启（仅此集群）：从现在起保留值，导出中也包含它们（文件中会注明，且只有你能读取）。</translation>
    </message>
</context>
<context>
    <name>JournalActions</name>
    <message>
        <source>JSON lines (*.jsonl)</source>
        <translation>JSON 行文件 (*.jsonl)</translation>
    </message>
    <message>
        <source>Export the Journal</source>
        <translation>导出变更记录</translation>
    </message>
    <message>
        <source>Export the Timeline&apos;s Span</source>
        <translation>导出时间线所选时段</translation>
    </message>
    <message>
        <source>Export This Kind&apos;s Journal</source>
        <translation>导出此资源类型的变更记录</translation>
    </message>
    <message>
        <source>Open a Journal</source>
        <translation>打开变更记录</translation>
    </message>
    <message>
        <source>JSON lines (*.jsonl);;All files (*)</source>
        <translation>JSON 行文件 (*.jsonl);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The most memory each cluster&apos;s journal may use (now %1)</source>
        <translation>每个集群的变更记录最多可用的内存（当前 %1）</translation>
    </message>
    <message>
        <source>Could not export the journal to %1: %2</source>
        <translation>无法将变更记录导出到 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n change(s) to %1</source>
        <translation>
            <numerusform>已将 %n 个变更导出到 %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JournalSettings</name>
    <message>
        <source>Journal Limit</source>
        <translation>变更记录上限</translation>
    </message>
    <message>
        <source>The most memory each open cluster&apos;s journal (the history of changes) may use; past it the oldest changes go first.
A size such as 512Mi, 1Gi or 256M:</source>
        <translation>每个已打开集群的变更记录最多可用的内存；超过后最旧的变更先被丢弃。
大小例如 512Mi、1Gi 或 256M：</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a size.</source>
        <translation>“%1”不是有效的大小。</translation>
    </message>
</context>
<context>
    <name>JournalWindow</name>
    <message>
        <source>%1 — recorded journal — qkube</source>
        <translation>%1 — 已录制的变更记录 — qkube</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open a Journal…</source>
        <translation>打开变更记录(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>Cannot open the journal %1: %2</source>
        <translation>无法打开变更记录 %1：%2</translation>
    </message>
    <message>
        <source>Nothing to show: the file is not a journal qkube can read.</source>
        <translation>没有可显示的内容：该文件不是 qkube 能读取的变更记录。</translation>
    </message>
    <message>
        <source>Reading the journal %1…</source>
        <translation>正在读取变更记录 %1…</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>正在读取…</translation>
    </message>
    <message numerus="yes">
        <source>A recording, read-only, not connected to any cluster: %1 — %n change(s) from %2 to %3.</source>
        <translation>
            <numerusform>录制内容，只读，未连接任何集群：%1 — 从 %2 到 %3 共 %n 个变更。</numerusform>
        </translation>
    </message>
    <message>
        <source>The file is larger than the journal limit (%1 MB): only its newest part was read, from line %2 on.</source>
        <translation>文件超过变更记录上限（%1 MB）：只读取了最新部分，从第 %2 行起。</translation>
    </message>
    <message numerus="yes">
        <source>Only its first %n line(s) were read.</source>
        <translation>
            <numerusform>只读取了前 %n 行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a kind on the left.</source>
        <translation>请在左侧选择一种资源类型。</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) recorded in %1</source>
        <translation>
            <numerusform>在 %1 中录制了 %n 个变更</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n object(s) at %2</source>
        <translation>
            <numerusform>%1：%2 时共 %n 个对象</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a Journal</source>
        <translation>打开变更记录</translation>
    </message>
    <message>
        <source>JSON lines (*.jsonl);;All files (*)</source>
        <translation>JSON 行文件 (*.jsonl);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>Follow</source>
        <translation>跟随</translation>
    </message>
    <message>
        <source>Keep streaming new lines</source>
        <translation>持续接收新日志行</translation>
    </message>
    <message>
        <source>The log of the previous instance of the container</source>
        <translation>容器上一个实例的日志</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>全部时间</translation>
    </message>
    <message>
        <source>Last 5 minutes</source>
        <translation>最近 5 分钟</translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation>最近 1 小时</translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation>最近 24 小时</translation>
    </message>
    <message>
        <source>Since…</source>
        <translation>自指定时间…</translation>
    </message>
    <message>
        <source>Last 100 lines</source>
        <translation>最后 100 行</translation>
    </message>
    <message>
        <source>Last 1,000 lines</source>
        <translation>最后 1,000 行</translation>
    </message>
    <message>
        <source>Last 10,000 lines</source>
        <translation>最后 10,000 行</translation>
    </message>
    <message>
        <source>All lines</source>
        <translation>全部行</translation>
    </message>
    <message>
        <source>Timestamps</source>
        <translation>时间戳</translation>
    </message>
    <message>
        <source>Show timestamps in UTC instead of local time</source>
        <translation>以 UTC 而非本地时间显示时间戳</translation>
    </message>
    <message>
        <source>Wrap</source>
        <translation>自动换行</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Hold new lines (they are kept and counted) until resumed</source>
        <translation>暂停显示新行（新行会被保留并计数），直到继续</translation>
    </message>
    <message>
        <source>End</source>
        <translation>末尾</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Save Loaded Lines…</source>
        <translation>保存已加载的行…</translation>
    </message>
    <message>
        <source>Save Full Log…</source>
        <translation>保存完整日志…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清空</translation>
    </message>
    <message>
        <source>Larger Font</source>
        <translation>放大字体</translation>
    </message>
    <message>
        <source>Smaller Font</source>
        <translation>缩小字体</translation>
    </message>
    <message>
        <source>Previous Match</source>
        <translation>上一个匹配</translation>
    </message>
    <message>
        <source>Next Match</source>
        <translation>下一个匹配</translation>
    </message>
    <message>
        <source>Only Matching</source>
        <translation>仅显示匹配行</translation>
    </message>
    <message>
        <source>Show only the lines that match the search</source>
        <translation>只显示与搜索匹配的行</translation>
    </message>
    <message>
        <source>All containers</source>
        <translation>所有容器</translation>
    </message>
    <message>
        <source>%1 (init)</source>
        <translation>%1（初始化）</translation>
    </message>
    <message>
        <source>%1 (ephemeral)</source>
        <translation>%1（临时）</translation>
    </message>
    <message>
        <source>Last %1 lines</source>
        <translation>最后 %1 行</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>无匹配</translation>
    </message>
    <message>
        <source>1 match</source>
        <translation>1 处匹配</translation>
    </message>
    <message>
        <source>%1 matches</source>
        <translation>%1 处匹配</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>第 %1 / %2 处</translation>
    </message>
    <message>
        <source>Paused: 1 new line held</source>
        <translation>已暂停：保留了 1 条新行</translation>
    </message>
    <message>
        <source>Paused: %1 new lines held</source>
        <translation>已暂停：保留了 %1 条新行</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <source>Following</source>
        <translation>跟随中</translation>
    </message>
    <message>
        <source>Loading</source>
        <translation>加载中</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>正在重新连接…</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>已结束</translation>
    </message>
    <message>
        <source>1 line</source>
        <translation>1 行</translation>
    </message>
    <message>
        <source>%1 lines</source>
        <translation>%1 行</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Save Loaded Lines</source>
        <translation>保存已加载的行</translation>
    </message>
    <message>
        <source>Save Full Log</source>
        <translation>保存完整日志</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <source>Keep %L1 lines</source>
        <translation>保留 %L1 行</translation>
    </message>
    <message>
        <source>How many of the newest lines the view keeps: older ones make room</source>
        <translation>视图保留的最新行数：更早的行会被移出</translation>
    </message>
    <message>
        <source>Lines Kept</source>
        <translation>保留行数</translation>
    </message>
    <message>
        <source>Timestamps in UTC</source>
        <translation>以 UTC 显示时间戳</translation>
    </message>
    <message>
        <source>Previous Instance</source>
        <translation>上一个实例</translation>
    </message>
    <message>
        <source>Wrap long lines</source>
        <translation>长行自动换行</translation>
    </message>
    <message>
        <source>Jump to the last line and follow it (End, Ctrl+End)</source>
        <translation>跳到最后一行并跟随（End、Ctrl+End）</translation>
    </message>
    <message>
        <source>More</source>
        <translation>更多</translation>
    </message>
    <message>
        <source>Timestamps, wrapping, previous instance, copy, save, clear, font size, lines kept</source>
        <translation>时间戳、换行、上一个实例、复制、保存、清空、字号、保留行数</translation>
    </message>
    <message>
        <source>Search lines</source>
        <translation>搜索日志行</translation>
    </message>
    <message>
        <source>Search the lines (Enter: next match, Shift+Enter: previous match)</source>
        <translation>搜索日志行（回车：下一个匹配，Shift+回车：上一个匹配）</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter)</source>
        <translation>上一个匹配（Shift+回车）</translation>
    </message>
    <message>
        <source>Next match (Enter)</source>
        <translation>下一个匹配（回车）</translation>
    </message>
    <message>
        <source>Jump to the last line and follow it (End)</source>
        <translation>跳到最后一行并跟随（End）</translation>
    </message>
    <message>
        <source>1 new line ↓</source>
        <translation>1 行新日志 ↓</translation>
    </message>
    <message numerus="yes">
        <source>%n new lines ↓</source>
        <translation>
            <numerusform>%n 行新日志 ↓</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The kubeconfig could not be read: %1</source>
        <translation>无法读取 kubeconfig：%1</translation>
    </message>
    <message>
        <source>No kubeconfig with a context was found. Pass --kubeconfig FILE, set KUBECONFIG, or start qkube --demo.</source>
        <translation>未找到包含上下文的 kubeconfig。请使用 --kubeconfig FILE 指定文件、设置 KUBECONFIG 环境变量，或运行 qkube --demo。</translation>
    </message>
    <message>
        <source>qkube</source>
        <translation>qkube</translation>
    </message>
    <message>
        <source>%1 — qkube</source>
        <translation>%1 — qkube</translation>
    </message>
    <message>
        <source>Namespaces</source>
        <translation>命名空间</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>事件列表</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <source>Reconnect to the cluster and list everything again (F5)</source>
        <translation>重新连接集群并重新列出全部资源（F5）</translation>
    </message>
    <message>
        <source>Copy &amp;name</source>
        <translation>复制名称(&amp;N)</translation>
    </message>
    <message>
        <source>Copy namespace/name</source>
        <translation>复制“命名空间/名称”</translation>
    </message>
    <message>
        <source>Switch &amp;context…</source>
        <translation>切换上下文(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>资源</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation>断开连接(&amp;D)</translation>
    </message>
    <message>
        <source>Stop waiting for this cluster; pick a context to connect again</source>
        <translation>停止等待此集群；选择一个上下文即可重新连接</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>删除(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Filter rows</source>
        <translation>筛选行(&amp;F)</translation>
    </message>
    <message>
        <source>Show &amp;wide columns</source>
        <translation>显示宽列(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Scale…</source>
        <translation>伸缩(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Restart rollout…</source>
        <translation>重启滚动更新(&amp;R)…</translation>
    </message>
    <message>
        <source>Replace the pods one by one, as kubectl rollout restart does</source>
        <translation>像 kubectl rollout restart 一样逐个替换 Pod</translation>
    </message>
    <message>
        <source>C&amp;ordon…</source>
        <translation>封锁(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Uncordon…</source>
        <translation>解除封锁(&amp;U)…</translation>
    </message>
    <message>
        <source>Sus&amp;pend…</source>
        <translation>挂起(&amp;P)…</translation>
    </message>
    <message>
        <source>Res&amp;ume…</source>
        <translation>恢复(&amp;U)…</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>后退(&amp;B)</translation>
    </message>
    <message>
        <source>The object shown before (Alt+Left)</source>
        <translation>上一个查看的对象（Alt+←）</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>前进(&amp;F)</translation>
    </message>
    <message>
        <source>The object shown next (Alt+Right)</source>
        <translation>下一个查看的对象（Alt+→）</translation>
    </message>
    <message>
        <source>%1 %2 has no log to show: pods, and the workloads that own pods, have one.</source>
        <translation>%1 %2 没有可显示的日志：只有 Pod 及拥有 Pod 的工作负载才有。</translation>
    </message>
    <message>
        <source>&amp;Edit YAML…</source>
        <translation>编辑 YAML(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;New resource…</source>
        <translation>新建资源(&amp;N)…</translation>
    </message>
    <message>
        <source>Write an object&apos;s YAML, from a template, and create it in this cluster</source>
        <translation>从模板编写对象的 YAML，并在此集群中创建</translation>
    </message>
    <message>
        <source>&amp;Apply file…</source>
        <translation>应用文件(&amp;A)…</translation>
    </message>
    <message>
        <source>Create the objects of a YAML file in this cluster, as kubectl create -f does</source>
        <translation>在此集群中创建 YAML 文件中的对象，如同 kubectl create -f</translation>
    </message>
    <message>
        <source>Edit the object&apos;s YAML and save it to the cluster, as kubectl edit does (E)</source>
        <translation>编辑对象的 YAML 并保存到集群，如同 kubectl edit（E）</translation>
    </message>
    <message>
        <source>&amp;Logs of the Pods Matching the Selector</source>
        <translation>匹配选择器的 Pod 的日志(&amp;L)</translation>
    </message>
    <message>
        <source>The merged logs of the pods the label selector picks in the chosen namespace, in a window of their own</source>
        <translation>所选命名空间中标签选择器选中的 Pod 的合并日志，在单独的窗口中显示</translation>
    </message>
    <message>
        <source>&amp;Trigger now…</source>
        <translation>立即触发(&amp;T)…</translation>
    </message>
    <message>
        <source>Dr&amp;ain…</source>
        <translation>排空(&amp;A)…</translation>
    </message>
    <message>
        <source>Cordon the node and evict its pods, respecting PodDisruptionBudgets, as kubectl drain --ignore-daemonsets does</source>
        <translation>封锁节点并驱逐其上的 Pod，遵守 PodDisruptionBudget，如同 kubectl drain --ignore-daemonsets</translation>
    </message>
    <message>
        <source>Run the CronJob now: a Job from its template, as kubectl create job --from=cronjob/NAME does</source>
        <translation>立即运行该 CronJob：按其模板创建一个 Job，如同 kubectl create job --from=cronjob/NAME</translation>
    </message>
    <message>
        <source>Command &amp;palette…</source>
        <translation>命令面板(&amp;P)…</translation>
    </message>
    <message>
        <source>Go to a kind or an object, or run an action, by typing part of its name</source>
        <translation>输入名称的一部分，转到资源类型或对象，或运行操作</translation>
    </message>
    <message>
        <source>Switch &amp;namespace…</source>
        <translation>切换命名空间(&amp;N)…</translation>
    </message>
    <message>
        <source>Filter by &amp;label selector</source>
        <translation>按标签选择器筛选(&amp;L)</translation>
    </message>
    <message>
        <source>Show &amp;details</source>
        <translation>显示详情(&amp;D)</translation>
    </message>
    <message>
        <source>Show &amp;YAML</source>
        <translation>显示 YAML(&amp;Y)</translation>
    </message>
    <message>
        <source>Show &amp;logs</source>
        <translation>显示日志(&amp;L)</translation>
    </message>
    <message>
        <source>Clear the filter, or go back</source>
        <translation>清除筛选，或返回</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Timeline (the journal: tables as they were)</source>
        <translation>时间线(&amp;T)（变更记录：表格过去的样子）</translation>
    </message>
    <message>
        <source>C&amp;lose cluster</source>
        <translation>关闭集群(&amp;L)</translation>
    </message>
    <message>
        <source>Stop the current cluster&apos;s informers and free its memory; the other open clusters stay</source>
        <translation>停止当前集群的 informer 并释放其内存；其他已打开的集群保持不变</translation>
    </message>
    <message>
        <source>&amp;All clusters</source>
        <translation>所有集群(&amp;A)</translation>
    </message>
    <message>
        <source>One table of the kind over every open cluster, with a CLUSTER column</source>
        <translation>以一张表显示所有已打开集群中该资源类型的对象，并带有“集群”列</translation>
    </message>
    <message>
        <source>&amp;Reopen clusters at start</source>
        <translation>启动时重新打开集群(&amp;R)</translation>
    </message>
    <message>
        <source>Open again, at start, the clusters open when qkube quit (contexts still in the kubeconfig)</source>
        <translation>启动时重新打开 qkube 退出时已打开的集群（仅限仍在 kubeconfig 中的上下文）</translation>
    </message>
    <message>
        <source>Open clusters: click to show one, or All clusters; right-click to close one</source>
        <translation>已打开的集群：单击以显示某个集群或“所有集群”；右键单击以关闭集群</translation>
    </message>
    <message>
        <source>E&amp;xport the Journal…</source>
        <translation>导出变更记录(&amp;X)…</translation>
    </message>
    <message>
        <source>Every change qkube saw in this cluster, as JSON lines (one change a line)</source>
        <translation>qkube 在此集群中看到的每个变更，以 JSON 行格式（每行一个变更）</translation>
    </message>
    <message>
        <source>&amp;Open a Journal…</source>
        <translation>打开变更记录(&amp;O)…</translation>
    </message>
    <message>
        <source>Browse a journal file (exported, or recorded by qkubectl get -w --journal) offline, with its timeline</source>
        <translation>离线浏览变更记录文件（导出的，或由 qkubectl get -w --journal 录制的），附带时间线</translation>
    </message>
    <message>
        <source>Export the Timeline&apos;s &amp;Span…</source>
        <translation>导出时间线所选时段(&amp;S)…</translation>
    </message>
    <message>
        <source>The changes in the span selected on the timeline (shift-drag on it)</source>
        <translation>时间线上所选时段内的变更（在时间线上按住 Shift 拖动）</translation>
    </message>
    <message>
        <source>Export This &amp;Kind&apos;s Journal…</source>
        <translation>导出此资源类型的变更记录(&amp;K)…</translation>
    </message>
    <message>
        <source>The changes to the objects of the kind shown, in this cluster</source>
        <translation>本集群中当前资源类型对象的变更</translation>
    </message>
    <message>
        <source>Journal &amp;Limit…</source>
        <translation>变更记录上限(&amp;L)…</translation>
    </message>
    <message>
        <source>Logs</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>&amp;About qkube</source>
        <translation>关于 qkube(&amp;A)</translation>
    </message>
    <message>
        <source>Do&amp;wnload…</source>
        <translation>下载(&amp;W)…</translation>
    </message>
    <message>
        <source>Copy a file or folder out of the container, as kubectl cp does</source>
        <translation>从容器中复制出文件或文件夹，如同 kubectl cp</translation>
    </message>
    <message>
        <source>U&amp;pload…</source>
        <translation>上传(&amp;P)…</translation>
    </message>
    <message>
        <source>Copy a file or folder into the container, as kubectl cp does</source>
        <translation>将文件或文件夹复制到容器中，如同 kubectl cp</translation>
    </message>
    <message>
        <source>S&amp;hell</source>
        <translation>Shell(&amp;H)</translation>
    </message>
    <message>
        <source>A shell in the pod&apos;s container, in the bottom panel (S in the table)</source>
        <translation>在底部面板中打开 Pod 容器内的 Shell（表格中按 S）</translation>
    </message>
    <message>
        <source>Shell &amp;with…</source>
        <translation>指定方式打开 Shell(&amp;W)…</translation>
    </message>
    <message>
        <source>Choose the container and the command (bash, a tool of your own); the command is remembered for the workload</source>
        <translation>选择容器和命令（bash 或你自己的工具）；命令会为该工作负载记住</translation>
    </message>
    <message>
        <source>&amp;Attach</source>
        <translation>附加(&amp;A)</translation>
    </message>
    <message>
        <source>Attach to the container&apos;s running process, as kubectl attach does (its input when the pod spec allows it)</source>
        <translation>附加到容器中正在运行的进程，如同 kubectl attach（Pod 规约允许时可输入）</translation>
    </message>
    <message>
        <source>&amp;Port forward…</source>
        <translation>端口转发(&amp;P)…</translation>
    </message>
    <message>
        <source>Reach a port of the pod, Service or workload from this machine, as kubectl port-forward does (Shift+F in the table)</source>
        <translation>从本机访问 Pod、Service 或工作负载的端口，如同 kubectl port-forward（表格中按 Shift+F）</translation>
    </message>
    <message>
        <source>&amp;Prometheus Service…</source>
        <translation>Prometheus 服务(&amp;P)…</translation>
    </message>
    <message>
        <source>The Prometheus Service the shown cluster&apos;s usage charts read for ranges longer than metrics-server&apos;s hour</source>
        <translation>当前集群的用量图表在超出 metrics-server 一小时的范围时读取的 Prometheus 服务</translation>
    </message>
</context>
<context>
    <name>ManifestDialog</name>
    <message>
        <source>New resource — %1</source>
        <translation>新建资源 — %1</translation>
    </message>
    <message>
        <source>One or more YAML documents, separated by ---</source>
        <translation>一个或多个 YAML 文档，以 --- 分隔</translation>
    </message>
    <message>
        <source>What became of each document shows here</source>
        <translation>每个文档的结果显示在这里</translation>
    </message>
    <message>
        <source>Start from:</source>
        <translation>起始模板：</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>创建</translation>
    </message>
    <message>
        <source>%1 created</source>
        <translation>已创建 %1</translation>
    </message>
    <message>
        <source>document %1 (line %2): %3</source>
        <translation>文档 %1（第 %2 行）：%3</translation>
    </message>
    <message numerus="yes">
        <source>%n object(s) created, %1 failed</source>
        <translation>
            <numerusform>已创建 %n 个对象，%1 个失败</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n object(s) created</source>
        <translation>
            <numerusform>已创建 %n 个对象</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was created: %1</source>
        <translation>未创建任何对象：%1</translation>
    </message>
    <message>
        <source>Clear the text to start from another template; your text is kept.</source>
        <translation>清空文本后才能换用其他模板；你的文本已保留。</translation>
    </message>
    <message>
        <source>Apply %1</source>
        <translation>应用 %1</translation>
    </message>
    <message>
        <source>The server checks every document first (a dry run); if it rejects one, nothing is created</source>
        <translation>服务器先检查每个文档（试运行）；只要有一个被拒绝，就什么都不创建</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Let the server check every document (a dry run); nothing is created</source>
        <translation>让服务器检查每个文档（试运行）；不创建任何对象</translation>
    </message>
    <message>
        <source>%1: checked when it is created (its namespace is created by document %2 first)</source>
        <translation>%1：创建时再检查（它的命名空间先由文档 %2 创建）</translation>
    </message>
    <message>
        <source>%1: the server accepts it (dry run)</source>
        <translation>%1：服务器接受（试运行）</translation>
    </message>
    <message numerus="yes">
        <source>Nothing was created: the server rejected %n document(s) in its check (a dry run); fix them and create again</source>
        <translation>
            <numerusform>什么都没有创建：服务器在检查（试运行）中拒绝了 %n 个文档；修正后再创建</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dry run: %n document(s) accepted, %1 rejected; nothing was created</source>
        <translation>
            <numerusform>试运行：%n 个文档被接受，%1 个被拒绝；未创建任何对象</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Dry run: %n document(s) accepted; nothing was created</source>
        <translation>
            <numerusform>试运行：%n 个文档被接受；未创建任何对象</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ObjectActions</name>
    <message>
        <source>%1 saved (resourceVersion %2)</source>
        <translation>%1 已保存（resourceVersion %2）</translation>
    </message>
    <message>
        <source>Apply file</source>
        <translation>应用文件</translation>
    </message>
    <message>
        <source>YAML manifests (*.yaml *.yml *.json);;All files (*)</source>
        <translation>YAML 清单 (*.yaml *.yml *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Scale %1</source>
        <translation>伸缩 %1</translation>
    </message>
    <message>
        <source>Replicas of %1 %2 in context &quot;%3&quot;:</source>
        <translation>上下文“%3”中 %1 %2 的副本数：</translation>
    </message>
    <message numerus="yes">
        <source>scale to %n replica(s)</source>
        <translation>
            <numerusform>伸缩到 %n 个副本</numerusform>
        </translation>
    </message>
    <message>
        <source>Restart %1</source>
        <translation>重启 %1</translation>
    </message>
    <message>
        <source>Restart %1 %2 in context &quot;%3&quot;? Its pods are replaced by a rollout.</source>
        <translation>重启上下文“%3”中的 %1 %2？其 Pod 将通过滚动更新被替换。</translation>
    </message>
    <message>
        <source>restart</source>
        <translation>重启</translation>
    </message>
    <message>
        <source>Cordon node</source>
        <translation>封锁节点</translation>
    </message>
    <message>
        <source>Uncordon node</source>
        <translation>解除封锁节点</translation>
    </message>
    <message>
        <source>Cordon node %1 in context &quot;%2&quot;? No new pods are scheduled on it.</source>
        <translation>封锁上下文“%2”中的节点 %1？将不再向其调度新的 Pod。</translation>
    </message>
    <message>
        <source>Uncordon node %1 in context &quot;%2&quot;? New pods may be scheduled on it again.</source>
        <translation>解除封锁上下文“%2”中的节点 %1？新的 Pod 可再次调度到该节点。</translation>
    </message>
    <message>
        <source>cordon</source>
        <translation>封锁</translation>
    </message>
    <message>
        <source>uncordon</source>
        <translation>解除封锁</translation>
    </message>
    <message>
        <source>Suspend CronJob</source>
        <translation>挂起 CronJob</translation>
    </message>
    <message>
        <source>Resume CronJob</source>
        <translation>恢复 CronJob</translation>
    </message>
    <message>
        <source>Suspend CronJob %1 in context &quot;%2&quot;? It starts no new Jobs until resumed.</source>
        <translation>挂起上下文“%2”中的 CronJob %1？恢复之前不会启动新的 Job。</translation>
    </message>
    <message>
        <source>Resume CronJob %1 in context &quot;%2&quot;?</source>
        <translation>恢复上下文“%2”中的 CronJob %1？</translation>
    </message>
    <message>
        <source>suspend</source>
        <translation>挂起</translation>
    </message>
    <message>
        <source>resume</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Trigger CronJob</source>
        <translation>触发 CronJob</translation>
    </message>
    <message>
        <source>Run CronJob %1 in context &quot;%2&quot; now? A Job is created from its template.</source>
        <translation>立即运行上下文“%2”中的 CronJob %1？将按其模板创建一个 Job。</translation>
    </message>
</context>
<context>
    <name>OpenClusters</name>
    <message numerus="yes">
        <source>waiting for %1 — %n s</source>
        <translation>
            <numerusform>正在等待 %1 — %n 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>not authorized: %1</source>
        <translation>未授权：%1</translation>
    </message>
    <message>
        <source>TLS error: %1</source>
        <translation>TLS 错误：%1</translation>
    </message>
    <message numerus="yes">
        <source>%1; next retry in %n s (backoff, at most every 30 s)</source>
        <translation>
            <numerusform>%1；%n 秒后重试（退避，最长每 30 秒一次）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; retrying now</source>
        <translation>%1；正在重试</translation>
    </message>
</context>
<context>
    <name>PortForwardDialog</name>
    <message>
        <source>Open in the browser</source>
        <translation>在浏览器中打开</translation>
    </message>
    <message>
        <source>Port forward to %1</source>
        <translation>端口转发到 %1</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>任一空闲端口</translation>
    </message>
    <message>
        <source>0.0.0.0 lets other machines reach the forward</source>
        <translation>0.0.0.0 允许其他机器访问此转发</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>转发</translation>
    </message>
    <message>
        <source>Port in the cluster:</source>
        <translation>集群中的端口：</translation>
    </message>
    <message>
        <source>Local port:</source>
        <translation>本地端口：</translation>
    </message>
    <message>
        <source>Local address:</source>
        <translation>本地地址：</translation>
    </message>
</context>
<context>
    <name>PortForwards</name>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Looking for a pod…</source>
        <translation>正在寻找 Pod…</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message numerus="yes">
        <source>%n connection(s) failed: %1</source>
        <translation>
            <numerusform>%n 个连接失败：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Local address</source>
        <translation>本地地址</translation>
    </message>
    <message>
        <source>Pod</source>
        <translation>Pod</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Connections</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>已接收</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>已发送</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>The cluster %1 is not open</source>
        <translation>集群 %1 未打开</translation>
    </message>
</context>
<context>
    <name>PortForwardsPane</name>
    <message>
        <source>Port forwards</source>
        <translation>端口转发</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>启动</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Open in browser</source>
        <translation>在浏览器中打开</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Stop the forward and forget it (it is not offered again when the cluster opens)</source>
        <translation>停止并忘记此转发（集群再次打开时不再提供）</translation>
    </message>
</context>
<context>
    <name>ScopeBar</name>
    <message>
        <source>&quot;%1&quot; is not a namespace name: at most 63 lower-case letters, digits and &apos;-&apos;, starting and ending with a letter or digit.</source>
        <translation>“%1”不是命名空间名称：最多 63 个小写字母、数字和“-”，须以字母或数字开头和结尾。</translation>
    </message>
    <message>
        <source>All namespaces</source>
        <translation>所有命名空间</translation>
    </message>
    <message>
        <source>current</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>open</source>
        <translation>已打开</translation>
    </message>
    <message>
        <source>Context, cluster, user or namespace</source>
        <translation>上下文、集群、用户或命名空间</translation>
    </message>
    <message>
        <source>Enter switches · Ctrl+Enter opens beside, keeping the current cluster · Esc closes</source>
        <translation>Enter 切换 · Ctrl+Enter 在旁边打开并保留当前集群 · Esc 关闭</translation>
    </message>
    <message>
        <source>Namespace (any name, listed or not)</source>
        <translation>命名空间（任意名称，无论是否列出）</translation>
    </message>
    <message>
        <source>Use namespace &quot;%1&quot;</source>
        <translation>使用命名空间“%1”</translation>
    </message>
    <message>
        <source>Type any namespace, listed or not · Enter uses it · Esc closes</source>
        <translation>输入任意命名空间，无论是否列出 · Enter 使用 · Esc 关闭</translation>
    </message>
    <message>
        <source>Kubernetes label selector syntax: =, ==, !=, in, notin, key, !key</source>
        <translation>Kubernetes 标签选择器语法：=、==、!=、in、notin、key、!key</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>工具栏</translation>
    </message>
    <message>
        <source>Context: </source>
        <translation>上下文：</translation>
    </message>
    <message>
        <source> Namespace: </source>
        <translation> 命名空间：</translation>
    </message>
    <message>
        <source>Filter (Ctrl+F)</source>
        <translation>筛选（Ctrl+F）</translation>
    </message>
    <message>
        <source>Filter %1 (Ctrl+F)</source>
        <translation>筛选 %1（Ctrl+F）</translation>
    </message>
    <message>
        <source>Shows the rows whose namespace, name or any text column contains this text</source>
        <translation>显示命名空间、名称或任一文本列包含此文本的行</translation>
    </message>
    <message>
        <source>Label selector, e.g. app in (web,api),tier!=db</source>
        <translation>标签选择器，例如 app in (web,api),tier!=db</translation>
    </message>
</context>
<context>
    <name>SelectionController</name>
    <message>
        <source>%1 %2 was deleted. This is its last state; select an object to act on it.</source>
        <translation>%1 %2 已被删除。此处显示其最后状态；请重新选择对象再执行操作。</translation>
    </message>
    <message>
        <source>%1 %2 is hidden by the filters. This is its last state; select an object to act on it.</source>
        <translation>%1 %2 已被筛选条件隐藏。此处显示其最后状态；请重新选择对象再执行操作。</translation>
    </message>
</context>
<context>
    <name>SelectionLogs</name>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
</context>
<context>
    <name>SelectorLogWindow</name>
    <message>
        <source>Logs of %1 in %2 (context %3)</source>
        <translation>%2 中 %1 的日志（上下文 %3）</translation>
    </message>
    <message>
        <source>Pods matching &lt;b&gt;%1&lt;/b&gt; in namespace &lt;b&gt;%2&lt;/b&gt;; pods that start later join.</source>
        <translation>命名空间 &lt;b&gt;%2&lt;/b&gt; 中匹配 &lt;b&gt;%1&lt;/b&gt; 的 Pod；之后启动的 Pod 也会加入。</translation>
    </message>
</context>
<context>
    <name>ShellDialog</name>
    <message>
        <source>Shell in %1</source>
        <translation>在 %1 中打开 Shell</translation>
    </message>
    <message>
        <source>The program to run, e.g. bash; remembered for this workload</source>
        <translation>要运行的程序，例如 bash；会为该工作负载记住</translation>
    </message>
    <message>
        <source>Container:</source>
        <translation>容器：</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>命令：</translation>
    </message>
</context>
<context>
    <name>ShellPage</name>
    <message>
        <source>(%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>退出码 %1</translation>
    </message>
    <message>
        <source>attached</source>
        <translation>已附加</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>已结束</translation>
    </message>
    <message>
        <source>Ended: %1</source>
        <translation>已结束：%1</translation>
    </message>
    <message>
        <source>Connection lost: %1</source>
        <translation>连接已断开：%1</translation>
    </message>
    <message>
        <source>Reconnect</source>
        <translation>重新连接</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <source>Back to panel</source>
        <translation>放回面板</translation>
    </message>
    <message>
        <source>Open in window</source>
        <translation>在窗口中打开</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>End the session and close it</source>
        <translation>结束会话并关闭</translation>
    </message>
    <message>
        <source>Attach: %1</source>
        <translation>附加：%1</translation>
    </message>
    <message>
        <source>Attach: %1 (ended)</source>
        <translation>附加：%1（已结束）</translation>
    </message>
    <message>
        <source>Shell: %1</source>
        <translation>Shell：%1</translation>
    </message>
    <message>
        <source>Shell: %1 (ended)</source>
        <translation>Shell：%1（已结束）</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>In the table</source>
        <translation>在表格中</translation>
    </message>
    <message>
        <source>Jump to the first name starting with what you type (while you type, the letters above type too)</source>
        <translation>跳到以所输入内容开头的第一个名称（输入过程中，上面的字母也作为输入）</translation>
    </message>
    <message>
        <source>Other letters</source>
        <translation>其他字母</translation>
    </message>
    <message>
        <source>In the pickers and the command palette</source>
        <translation>在选择器和命令面板中</translation>
    </message>
    <message>
        <source>Move through the matches</source>
        <translation>在匹配项间移动</translation>
    </message>
    <message>
        <source>Up, Down, Page Up, Page Down</source>
        <translation>上、下、Page Up、Page Down</translation>
    </message>
    <message>
        <source>Open the chosen one</source>
        <translation>打开所选项</translation>
    </message>
    <message>
        <source>Open the chosen context beside the current one</source>
        <translation>在当前上下文旁打开所选上下文</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>TablePane</name>
    <message numerus="yes">
        <source>%1: %2 of %3 shown, in %n open cluster(s)</source>
        <translation>
            <numerusform>%1：显示 %2 / %3 个，共 %n 个已打开的集群</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: %2 of %3 shown</source>
        <translation>%1：显示 %2 / %3</translation>
    </message>
    <message>
        <source>Waiting for the server&apos;s list of resources to open %1…</source>
        <translation>正在等待服务器的资源列表以打开 %1…</translation>
    </message>
    <message>
        <source>No %1 match the filters.</source>
        <translation>没有符合筛选条件的 %1。</translation>
    </message>
    <message>
        <source>There are no %1.</source>
        <translation>没有 %1。</translation>
    </message>
    <message>
        <source>There are no %1 in namespace &quot;%2&quot;.</source>
        <translation>命名空间“%2”中没有 %1。</translation>
    </message>
</context>
<context>
    <name>TerminalFindBar</name>
    <message>
        <source>Find in terminal</source>
        <translation>在终端中查找</translation>
    </message>
    <message>
        <source>Previous match, upwards (Enter)</source>
        <translation>上一个匹配，向上（Enter）</translation>
    </message>
    <message>
        <source>Next match, downwards (Shift+Enter)</source>
        <translation>下一个匹配，向下（Shift+Enter）</translation>
    </message>
    <message>
        <source>Close the find bar (Escape)</source>
        <translation>关闭查找栏（Esc）</translation>
    </message>
    <message>
        <source>No match</source>
        <translation>无匹配</translation>
    </message>
</context>
<context>
    <name>TerminalWidget</name>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
    <message>
        <source>Find…</source>
        <translation>查找…</translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
</context>
<context>
    <name>TimelineBar</name>
    <message>
        <source>Live</source>
        <translation>实时</translation>
    </message>
    <message>
        <source>Show the cluster as it is now</source>
        <translation>显示集群当前状态</translation>
    </message>
    <message>
        <source>Drag to see the tables as they were at a past moment (read-only)</source>
        <translation>拖动以查看表格在过去某一时刻的状态（只读）</translation>
    </message>
    <message>
        <source>Past: %1</source>
        <translation>过去：%1</translation>
    </message>
    <message>
        <source>Drag to see the tables as they were at a moment of the recording</source>
        <translation>拖动以查看录制中某一时刻的表格</translation>
    </message>
    <message>
        <source>Shift-drag to select a span of time, to export it (Cluster → Export the Timeline&apos;s Span…)</source>
        <translation>按住 Shift 拖动以选择一段时间并导出（集群 → 导出时间线所选时段…）</translation>
    </message>
    <message>
        <source>Recorded: %1</source>
        <translation>录制于：%1</translation>
    </message>
    <message>
        <source>Span: %1–%2</source>
        <translation>时间段：%1–%2</translation>
    </message>
</context>
<context>
    <name>TimelineController</name>
    <message>
        <source>The timeline shows one cluster&apos;s table: choose a cluster, not All clusters.</source>
        <translation>时间线只显示一个集群的表格：请选择一个集群，而不是“所有集群”。</translation>
    </message>
    <message>
        <source>The journal cannot show %1 at %2: %3</source>
        <translation>变更记录无法显示 %2 时的 %1：%3</translation>
    </message>
    <message>
        <source>There were no %1.</source>
        <translation>当时没有 %1。</translation>
    </message>
    <message>
        <source>%1 were not recorded before %2</source>
        <translation>%2 之前未记录 %1</translation>
    </message>
    <message>
        <source>%1 were never recorded in this cluster</source>
        <translation>此集群中从未记录 %1</translation>
    </message>
    <message>
        <source>The past, read-only: %1 as qkube saw them at %2 (from the journal). Live returns to now.</source>
        <translation>过去（只读）：qkube 在 %2 看到的 %1（来自变更记录）。点“实时”返回当前。</translation>
    </message>
</context>
<context>
    <name>UsageChartView</name>
    <message>
        <source>No usage kept for this object yet (only pods and nodes, where metrics-server runs)</source>
        <translation>尚未保留此对象的用量（仅限运行 metrics-server 的集群中的 Pod 和节点）</translation>
    </message>
    <message numerus="yes">
        <source>CPU %1 (max %2) · memory %3 (max %4) · %n sample(s)</source>
        <translation>
            <numerusform>CPU %1（最高 %2）· 内存 %3（最高 %4）· %n 个样本</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · CPU</source>
        <translation>%1 · CPU</translation>
    </message>
    <message>
        <source>%1 · memory</source>
        <translation>%1 · 内存</translation>
    </message>
    <message>
        <source>No usage from Prometheus: %1</source>
        <translation>无法从 Prometheus 获取用量：%1</translation>
    </message>
</context>
<context>
    <name>WindowMenuBar</name>
    <message>
        <source>&amp;Cluster</source>
        <translation>集群(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Object</source>
        <translation>对象(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
</context>
<context>
    <name>WindowStatus</name>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message numerus="yes">
        <source>Connecting to %1 (context %2) — %n s</source>
        <translation>
            <numerusform>正在连接 %1（上下文 %2）— %n 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <source>Unreachable, retrying</source>
        <translation>无法访问，正在重试</translation>
    </message>
    <message>
        <source>Not authorized</source>
        <translation>未授权</translation>
    </message>
    <message>
        <source>TLS error</source>
        <translation>TLS 错误</translation>
    </message>
    <message>
        <source>Server %1</source>
        <translation>服务器 %1</translation>
    </message>
    <message>
        <source>Cannot reach %1: %2. qkube keeps retrying with backoff and recovers by itself once the server answers.</source>
        <translation>无法连接 %1：%2。qkube 会按退避策略持续重试，服务器恢复响应后将自动恢复。</translation>
    </message>
    <message>
        <source>The server does not accept the credentials of user &quot;%1&quot; (%2). qkube asked the credential plugin once more; log in again or fix the kubeconfig, then press F5.</source>
        <translation>服务器不接受用户“%1”的凭据（%2）。qkube 已再次调用凭据插件；请重新登录或修正 kubeconfig，然后按 F5。</translation>
    </message>
    <message>
        <source>TLS problem with %1: %2. Check certificate-authority and tls-server-name of the cluster in the kubeconfig.</source>
        <translation>与 %1 的 TLS 连接出现问题：%2。请检查 kubeconfig 中该集群的 certificate-authority 和 tls-server-name。</translation>
    </message>
</context>
<context>
    <name>YamlEditor</name>
    <message>
        <source>Reapply my changes on the latest</source>
        <translation>在最新版本上重新应用我的修改</translation>
    </message>
    <message>
        <source>Overwrite their changes</source>
        <translation>覆盖他人的修改</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>继续编辑</translation>
    </message>
    <message>
        <source>Edit %1 %2 — %3</source>
        <translation>编辑 %1 %2 — %3</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>正在加载 %1…</translation>
    </message>
    <message>
        <source>Your edits (what you changed from the version you opened) applied onto the server&apos;s latest version</source>
        <translation>把你的修改（相对打开时版本的改动）应用到服务器上的最新版本</translation>
    </message>
    <message>
        <source>Save your text as it is: the changes made on the server meanwhile are lost</source>
        <translation>按原样保存你的文本：期间服务器上的修改将丢失</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>正在保存…</translation>
    </message>
    <message>
        <source>Reapplying your changes on the latest version…</source>
        <translation>正在最新版本上重新应用你的修改…</translation>
    </message>
    <message>
        <source>Overwriting…</source>
        <translation>正在覆盖…</translation>
    </message>
    <message>
        <source>The YAML does not parse: %1</source>
        <translation>YAML 无法解析：%1</translation>
    </message>
    <message>
        <source>%1 was changed on the server since you opened it. Your text is kept as it is. What changed on the server:</source>
        <translation>自你打开以来，%1 已在服务器上被修改。你的文本保持不变。服务器上的改动：</translation>
    </message>
    <message>
        <source>Could not load %1: %2</source>
        <translation>无法加载 %1：%2</translation>
    </message>
    <message>
        <source>The server refused the change: %1</source>
        <translation>服务器拒绝了此修改：%1</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>放弃修改</translation>
    </message>
    <message>
        <source>Discard your changes to %1?</source>
        <translation>放弃对 %1 的修改？</translation>
    </message>
    <message>
        <source>Reveal Values</source>
        <translation>显示值</translation>
    </message>
    <message>
        <source>Show this Secret&apos;s values (base64, as the server keeps them) to edit them</source>
        <translation>显示此 Secret 的值（base64，与服务器保存的一致）以便编辑</translation>
    </message>
    <message>
        <source>This Secret&apos;s values are hidden: reveal them to edit it.</source>
        <translation>此 Secret 的值已隐藏：显示后才能编辑。</translation>
    </message>
</context>
<context>
    <name>kube::ClusterListModel</name>
    <message>
        <source>connecting</source>
        <translation>连接中</translation>
    </message>
    <message>
        <source>synced</source>
        <translation>已同步</translation>
    </message>
    <message>
        <source>degraded</source>
        <translation>降级</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>无法访问</translation>
    </message>
    <message numerus="yes">
        <source>All clusters (%n open)</source>
        <translation>
            <numerusform>所有集群（已打开 %n 个）</numerusform>
        </translation>
    </message>
    <message>
        <source>One table of the chosen kind over every open cluster, with a CLUSTER column</source>
        <translation>以一张表显示所有已打开集群中所选资源类型的对象，并带有“集群”列</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 — unreachable, next retry in %n s</source>
        <translation>
            <numerusform>%1 — 无法连接，%n 秒后重试</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kube::ContextsModel</name>
    <message>
        <source>Cluster: %1
User: %2
Namespace: %3
Defined in: %4</source>
        <translation>集群：%1
用户：%2
命名空间：%3
定义于：%4</translation>
    </message>
</context>
<context>
    <name>kube::EventLogModel</name>
    <message>
        <source>LAST SEEN</source>
        <translation>最后出现</translation>
    </message>
    <message>
        <source>TYPE</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>REASON</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>OBJECT</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>MESSAGE</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>COUNT</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>%1 deleted</source>
        <translation>已删除 %1</translation>
    </message>
    <message>
        <source>%1 added</source>
        <translation>已添加 %1</translation>
    </message>
    <message>
        <source>%1 status changed: %2 → %3</source>
        <translation>%1 状态变更：%2 → %3</translation>
    </message>
    <message>
        <source>CLUSTER</source>
        <translation>集群</translation>
    </message>
</context>
<context>
    <name>kube::InformerInspectorModel</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>Watching</source>
        <translation>监视中</translation>
    </message>
    <message>
        <source>Listing page %1 of %2</source>
        <translation>正在列出第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Listing page %1</source>
        <translation>正在列出第 %1 页</translation>
    </message>
    <message>
        <source>Relisting after 410 Expired: %1</source>
        <translation>收到 410 Expired 后重新列出：%1</translation>
    </message>
    <message>
        <source>Backing off until %1: %2</source>
        <translation>退避至 %1：%2</translation>
    </message>
    <message>
        <source>Throttled by the server until %1: %2</source>
        <translation>被服务器限流至 %1：%2</translation>
    </message>
    <message>
        <source>(all)</source>
        <translation>（全部）</translation>
    </message>
    <message>
        <source>%1 (%2 ago)</source>
        <translation>%1（%2 前）</translation>
    </message>
    <message>
        <source>%1 (indexes: %2)</source>
        <translation>%1（索引：%2）</translation>
    </message>
    <message>
        <source>%1 added, %2 modified, %3 deleted, %4 bookmarks</source>
        <translation>新增 %1，修改 %2，删除 %3，书签 %4</translation>
    </message>
    <message>
        <source>%1 pending, lag %2</source>
        <translation>待处理 %1，延迟 %2</translation>
    </message>
    <message>
        <source>%1 (at %2)</source>
        <translation>%1（于 %2）</translation>
    </message>
    <message>
        <source>Resource</source>
        <translation>资源</translation>
    </message>
    <message>
        <source>Namespace</source>
        <translation>命名空间</translation>
    </message>
    <message>
        <source>Selector</source>
        <translation>选择器</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Last resourceVersion</source>
        <translation>最新 resourceVersion</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Events/s</source>
        <translation>事件/秒</translation>
    </message>
    <message>
        <source>Lists</source>
        <translation>列出次数</translation>
    </message>
    <message>
        <source>Relists</source>
        <translation>重新列出</translation>
    </message>
    <message>
        <source>410s</source>
        <translation>410 次数</translation>
    </message>
    <message>
        <source>Watch restarts</source>
        <translation>监视重启</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>已接收</translation>
    </message>
    <message>
        <source>Decode time</source>
        <translation>解码时间</translation>
    </message>
    <message>
        <source>DeltaFIFO</source>
        <translation>DeltaFIFO</translation>
    </message>
    <message>
        <source>Listeners</source>
        <translation>监听器</translation>
    </message>
    <message>
        <source>Last error</source>
        <translation>最近错误</translation>
    </message>
    <message>
        <source>Times the server answered 410 Expired: the version asked for was compacted away, so the informer listed again</source>
        <translation>服务器返回 410 Expired 的次数：所请求的版本已被压缩，informer 因此重新列出</translation>
    </message>
    <message>
        <source>Keys waiting in the DeltaFIFO for the informer to apply them</source>
        <translation>DeltaFIFO 中等待 informer 应用的键</translation>
    </message>
    <message>
        <source>For each handler: notifications waiting, and how long it has had work waiting</source>
        <translation>每个处理器：等待中的通知数，以及已有工作等待了多久</translation>
    </message>
    <message>
        <source>Watch events per second over the last second; the sparkline shows the last minute</source>
        <translation>最近一秒每秒的监视事件数；迷你图显示最近一分钟</translation>
    </message>
</context>
<context>
    <name>kube::LogModel</name>
    <message>
        <source>reconnected (no line lost or repeated)</source>
        <translation>已重新连接（没有丢失或重复的行）</translation>
    </message>
    <message>
        <source>container restarted (exit code %1)</source>
        <translation>容器已重启（退出码 %1）</translation>
    </message>
    <message>
        <source>container restarted (exit code %1, %2)</source>
        <translation>容器已重启（退出码 %1，%2）</translation>
    </message>
</context>
<context>
    <name>kube::NamespaceTreeModel</name>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>STATUS</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>objects</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>Number of %1 in each namespace</source>
        <translation>每个命名空间中的 %1 数量</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Number of %1 in each namespace that need attention</source>
        <translation>每个命名空间中需要关注的 %1 数量</translation>
    </message>
    <message>
        <source>Failing</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>%1 failing: %2</source>
        <translation>%1 失败：%2</translation>
    </message>
    <message>
        <source>Objects</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>另有 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>CPU %1 · memory %2</source>
        <translation>CPU %1 · 内存 %2</translation>
    </message>
    <message>
        <source>CPU in use by each namespace&apos;s pods (millicores), from metrics-server</source>
        <translation>各命名空间中 Pod 正在使用的 CPU（毫核），来自 metrics-server</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Memory in use by each namespace&apos;s pods (MiB), from metrics-server</source>
        <translation>各命名空间中 Pod 正在使用的内存（MiB），来自 metrics-server</translation>
    </message>
    <message>
        <source>MEM</source>
        <translation>内存</translation>
    </message>
</context>
<context>
    <name>kube::NavigatorModel</name>
    <message>
        <source>Pods</source>
        <translation>Pod</translation>
    </message>
    <message>
        <source>Deployments</source>
        <translation>Deployment（部署）</translation>
    </message>
    <message>
        <source>ReplicaSets</source>
        <translation>ReplicaSet（副本集）</translation>
    </message>
    <message>
        <source>StatefulSets</source>
        <translation>StatefulSet（有状态集）</translation>
    </message>
    <message>
        <source>DaemonSets</source>
        <translation>DaemonSet（守护进程集）</translation>
    </message>
    <message>
        <source>Jobs</source>
        <translation>Job（任务）</translation>
    </message>
    <message>
        <source>CronJobs</source>
        <translation>CronJob（定时任务）</translation>
    </message>
    <message>
        <source>Services</source>
        <translation>Service（服务）</translation>
    </message>
    <message>
        <source>Endpoints</source>
        <translation>Endpoints（端点）</translation>
    </message>
    <message>
        <source>EndpointSlices</source>
        <translation>EndpointSlice（端点切片）</translation>
    </message>
    <message>
        <source>Ingresses</source>
        <translation>Ingress（入口）</translation>
    </message>
    <message>
        <source>NetworkPolicies</source>
        <translation>NetworkPolicy（网络策略）</translation>
    </message>
    <message>
        <source>ConfigMaps</source>
        <translation>ConfigMap（配置映射）</translation>
    </message>
    <message>
        <source>Secrets</source>
        <translation>Secret（密钥）</translation>
    </message>
    <message>
        <source>ResourceQuotas</source>
        <translation>ResourceQuota（资源配额）</translation>
    </message>
    <message>
        <source>LimitRanges</source>
        <translation>LimitRange（限制范围）</translation>
    </message>
    <message>
        <source>HorizontalPodAutoscalers</source>
        <translation>HorizontalPodAutoscaler（水平自动扩缩）</translation>
    </message>
    <message>
        <source>PersistentVolumeClaims</source>
        <translation>PersistentVolumeClaim（持久卷申领）</translation>
    </message>
    <message>
        <source>PersistentVolumes</source>
        <translation>PersistentVolume（持久卷）</translation>
    </message>
    <message>
        <source>StorageClasses</source>
        <translation>StorageClass（存储类）</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Namespaces</source>
        <translation>命名空间</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>PriorityClasses</source>
        <translation>PriorityClass（优先级类）</translation>
    </message>
    <message>
        <source>ServiceAccounts</source>
        <translation>ServiceAccount（服务账号）</translation>
    </message>
    <message>
        <source>Roles</source>
        <translation>Role（角色）</translation>
    </message>
    <message>
        <source>RoleBindings</source>
        <translation>RoleBinding（角色绑定）</translation>
    </message>
    <message>
        <source>ClusterRoles</source>
        <translation>ClusterRole（集群角色）</translation>
    </message>
    <message>
        <source>ClusterRoleBindings</source>
        <translation>ClusterRoleBinding（集群角色绑定）</translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Config</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>Access</source>
        <translation>访问控制</translation>
    </message>
    <message>
        <source>Custom Resources</source>
        <translation>自定义资源</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
</context>
<context>
    <name>kube::ObjectHistoryModel</name>
    <message>
        <source>Added</source>
        <translation>已添加</translation>
    </message>
    <message>
        <source>Modified</source>
        <translation>已修改</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>已删除</translation>
    </message>
    <message>
        <source>Relisted</source>
        <translation>重新列出</translation>
    </message>
    <message>
        <source>A relist found this version: changes between it and the one before were not seen</source>
        <translation>此版本由重新列出发现：它与上一版本之间的变更未被看到</translation>
    </message>
    <message>
        <source>oldest version in the journal</source>
        <translation>变更记录中最早的版本</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>已删除</translation>
    </message>
    <message>
        <source>no change but its resourceVersion</source>
        <translation>除 resourceVersion 外无变化</translation>
    </message>
    <message>
        <source>TIME</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>CHANGE</source>
        <translation>变更</translation>
    </message>
    <message>
        <source>WHAT CHANGED</source>
        <translation>变更内容</translation>
    </message>
    <message>
        <source>RESOURCE VERSION</source>
        <translation>资源版本</translation>
    </message>
</context>
<context>
    <name>kube::RequestLogModel</name>
    <message>
        <source> (stream)</source>
        <translation>（流）</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Verb</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>毫秒</translation>
    </message>
</context>
<context>
    <name>kube::ResourceSubscription</name>
    <message>
        <source>You may not list %1 in all namespaces (%2). Showing namespace &quot;%3&quot; from the context instead.</source>
        <translation>你无权在所有命名空间中列出 %1（%2）。改为显示上下文中的命名空间“%3”。</translation>
    </message>
    <message>
        <source>Forbidden: you may not list %1%2.
%3</source>
        <translation>禁止访问：你无权列出 %1%2。
%3</translation>
    </message>
    <message>
        <source> in namespace &quot;%1&quot;</source>
        <translation>（命名空间“%1”中）</translation>
    </message>
    <message>
        <source>Could not list %1: %2</source>
        <translation>无法列出 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>throttled by the server, retrying in %n s</source>
        <translation>
            <numerusform>服务器限流，%n 秒后重试</numerusform>
        </translation>
    </message>
    <message>
        <source>throttled by the server, retrying</source>
        <translation>服务器限流，正在重试</translation>
    </message>
    <message>
        <source>retrying after: %1</source>
        <translation>出错后重试：%1</translation>
    </message>
    <message numerus="yes">
        <source>Listing %1 — %n s</source>
        <translation>
            <numerusform>正在列出 %1 — %n 秒</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kube::ResourceTableModel</name>
    <message>
        <source>NAMESPACE</source>
        <translation>命名空间</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>READY</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>STATUS</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>RESTARTS</source>
        <translation>重启次数</translation>
    </message>
    <message>
        <source>AGE</source>
        <translation>存在时长</translation>
    </message>
    <message>
        <source>IP</source>
        <translation>IP</translation>
    </message>
    <message>
        <source>NODE</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>UP-TO-DATE</source>
        <translation>已更新</translation>
    </message>
    <message>
        <source>AVAILABLE</source>
        <translation>可用</translation>
    </message>
    <message>
        <source>DESIRED</source>
        <translation>期望</translation>
    </message>
    <message>
        <source>CURRENT</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>TYPE</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>DATA</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>ROLES</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>VERSION</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>CLUSTER-IP</source>
        <translation>集群 IP</translation>
    </message>
    <message>
        <source>EXTERNAL-IP</source>
        <translation>外部 IP</translation>
    </message>
    <message>
        <source>PORT(S)</source>
        <translation>端口</translation>
    </message>
    <message>
        <source>COMPLETIONS</source>
        <translation>完成数</translation>
    </message>
    <message>
        <source>DURATION</source>
        <translation>耗时</translation>
    </message>
    <message>
        <source>SCHEDULE</source>
        <translation>调度计划</translation>
    </message>
    <message>
        <source>LAST SCHEDULE</source>
        <translation>上次调度</translation>
    </message>
    <message>
        <source>CAPACITY</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>ACCESS MODES</source>
        <translation>访问模式</translation>
    </message>
    <message>
        <source>STORAGECLASS</source>
        <translation>存储类</translation>
    </message>
    <message>
        <source>MESSAGE</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>REASON</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>SECRETS</source>
        <translation>密钥</translation>
    </message>
    <message>
        <source>NOMINATED NODE</source>
        <translation>提名节点</translation>
    </message>
    <message>
        <source>READINESS GATES</source>
        <translation>就绪门控</translation>
    </message>
    <message>
        <source>SELECTOR</source>
        <translation>选择器</translation>
    </message>
    <message>
        <source>CONTAINERS</source>
        <translation>容器</translation>
    </message>
    <message>
        <source>IMAGES</source>
        <translation>镜像</translation>
    </message>
    <message>
        <source>Needs attention: %1</source>
        <translation>需要关注：%1</translation>
    </message>
    <message>
        <source>%1 (%2 ago)</source>
        <translation>%1（%2 前）</translation>
    </message>
    <message>
        <source>CLUSTER</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>The context the object was listed in</source>
        <translation>列出该对象的上下文</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>无数据</translation>
    </message>
</context>
<context>
    <name>kube::UsageColumns</name>
    <message>
        <source>CPU in use (millicores), from metrics-server</source>
        <translation>正在使用的 CPU（毫核），来自 metrics-server</translation>
    </message>
    <message>
        <source>Memory in use (MiB), from metrics-server</source>
        <translation>正在使用的内存（MiB），来自 metrics-server</translation>
    </message>
    <message>
        <source>CPU in use as a share of the pod&apos;s CPU requests</source>
        <translation>已用 CPU 占 Pod CPU 请求量的百分比</translation>
    </message>
    <message>
        <source>CPU in use as a share of the pod&apos;s CPU limits</source>
        <translation>已用 CPU 占 Pod CPU 限制的百分比</translation>
    </message>
    <message>
        <source>Memory in use as a share of the pod&apos;s memory requests</source>
        <translation>已用内存占 Pod 内存请求量的百分比</translation>
    </message>
    <message>
        <source>Memory in use as a share of the pod&apos;s memory limits</source>
        <translation>已用内存占 Pod 内存限制的百分比</translation>
    </message>
    <message>
        <source>CPU in use as a share of the node&apos;s allocatable CPU</source>
        <translation>已用 CPU 占节点可分配 CPU 的百分比</translation>
    </message>
    <message>
        <source>Memory in use as a share of the node&apos;s allocatable memory</source>
        <translation>已用内存占节点可分配内存的百分比</translation>
    </message>
    <message>
        <source>CPU in use by the namespace&apos;s pods (millicores), from metrics-server</source>
        <translation>该命名空间的 Pod 正在使用的 CPU（毫核），来自 metrics-server</translation>
    </message>
    <message>
        <source>Memory in use by the namespace&apos;s pods (MiB), from metrics-server</source>
        <translation>该命名空间的 Pod 正在使用的内存（MiB），来自 metrics-server</translation>
    </message>
    <message>
        <source>Pods on the node (not Succeeded or Failed) of the pods it can hold</source>
        <translation>节点上的 Pod 数（不含 Succeeded 或 Failed）与其可容纳的 Pod 数</translation>
    </message>
</context>
</TS>
