<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>DetailsPane</name>
    <message>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
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
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>UID</source>
        <translation>UID</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>存在时长</translation>
    </message>
    <message>
        <source>Controlled by</source>
        <translation>控制者</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>Restarts</source>
        <translation>重启次数</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>(not scheduled)</source>
        <translation>（尚未调度）</translation>
    </message>
    <message>
        <source>Pod IP</source>
        <translation>Pod IP</translation>
    </message>
    <message>
        <source>Host IP</source>
        <translation>主机 IP</translation>
    </message>
    <message>
        <source>QoS class</source>
        <translation>QoS 类别</translation>
    </message>
    <message>
        <source>Containers</source>
        <translation>容器</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Image</source>
        <translation>镜像</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>%1 (init)</source>
        <translation>%1（初始化容器）</translation>
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
        <source>Label selector, e.g. app in (web,api),tier!=db</source>
        <translation>标签选择器，例如 app in (web,api),tier!=db</translation>
    </message>
    <message>
        <source>Namespaces</source>
        <translation>命名空间</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>事件日志</translation>
    </message>
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
        <translation>复制 命名空间/名称</translation>
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
        <source>&amp;Cluster</source>
        <translation>集群(&amp;C)</translation>
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
        <source>All namespaces</source>
        <translation>所有命名空间</translation>
    </message>
    <message>
        <source>Context "%1" cannot be used: %2</source>
        <translation>无法使用上下文“%1”：%2</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>Server %1</source>
        <translation>服务器 %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Cannot reach %1: %2. qkube keeps retrying with backoff and recovers by itself once the server answers.</source>
        <translation>无法连接 %1：%2。qkube 会按退避策略持续重试，服务器恢复响应后将自动恢复。</translation>
    </message>
    <message>
        <source>The server does not accept the credentials of user "%1" (%2). qkube asked the credential plugin once more; log in again or fix the kubeconfig, then press F5.</source>
        <translation>服务器不接受用户“%1”的凭据（%2）。qkube 已再次调用凭据插件；请重新登录或修正 kubeconfig，然后按 F5。</translation>
    </message>
    <message>
        <source>TLS problem with %1: %2. Check certificate-authority and tls-server-name of the cluster in the kubeconfig.</source>
        <translation>与 %1 的 TLS 连接出现问题：%2。请检查 kubeconfig 中该集群的 certificate-authority 和 tls-server-name。</translation>
    </message>
    <message>
        <source>Kubernetes label selector syntax: =, ==, !=, in, notin, key, !key</source>
        <translation>Kubernetes 标签选择器语法：=、==、!=、in、notin、key、!key</translation>
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
        <source>&amp;Object</source>
        <translation>对象(&amp;O)</translation>
    </message>
    <message>
        <source>Could not delete %1: %2</source>
        <translation>无法删除 %1：%2</translation>
    </message>
    <message>
        <source>%1 is being deleted</source>
        <translation>正在删除 %1</translation>
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
        <source>There are no %1 in namespace "%2".</source>
        <translation>命名空间“%2”中没有 %1。</translation>
    </message>
    <message>
        <source>%1: %2 of %3 shown</source>
        <translation>%1：显示 %2 / %3</translation>
    </message>
    <message numerus="yes">
        <source>Connecting to %1 (context %2) — %n s</source>
        <translation>
            <numerusform>正在连接 %1（上下文 %2）— %n 秒</numerusform></translation>
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
        <source>Delete %1</source>
        <translation>删除 %1</translation>
    </message>
    <message>
        <source>Delete %1 %2 in context "%3"?</source>
        <translation>删除上下文“%3”中的 %1 %2？</translation>
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
        <translation>最近出现</translation>
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
        <source>OBJECTS</source>
        <translation>对象</translation>
    </message>
    <message numerus="yes">
        <source>%n of the %1 here need(s) attention</source>
        <translation>
            <numerusform>此处 %1 中有 %n 个需要关注</numerusform></translation>
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
    <name>kube::ResourceSubscription</name>
    <message>
        <source>You may not list %1 in all namespaces (%2). Showing namespace "%3" from the context instead.</source>
        <translation>您无权在所有命名空间中列出 %1（%2）。改为显示上下文中的命名空间“%3”。</translation>
    </message>
    <message>
        <source>Forbidden: you may not list %1%2.
%3</source>
        <translation>禁止访问：您无权列出 %1%2。
%3</translation>
    </message>
    <message>
        <source> in namespace "%1"</source>
        <translation>（命名空间“%1”中）</translation>
    </message>
    <message>
        <source>Could not list %1: %2</source>
        <translation>无法列出 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>throttled by the server, retrying in %n s</source>
        <translation>
            <numerusform>服务器限流，%n 秒后重试</numerusform></translation>
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
            <numerusform>正在列出 %1 — %n 秒</numerusform></translation>
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
        <translation>存活时间</translation>
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
        <translation>调度</translation>
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
        <translation>选择算符</translation>
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
</context>
</TS>