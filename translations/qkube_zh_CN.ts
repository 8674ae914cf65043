<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
        <source>Filter pods (Ctrl+F)</source>
        <translation>筛选 Pod（Ctrl+F）</translation>
    </message>
    <message>
        <source>Shows pods whose namespace, name, status, node or IP contains this text</source>
        <translation>显示命名空间、名称、状态、节点或 IP 中包含此文本的 Pod</translation>
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
        <source>Pod details</source>
        <translation>Pod 详情</translation>
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
        <translation><numerusform>继续（已缓存 %n 条）</numerusform></translation>
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
        <source>&amp;Delete pod…</source>
        <translation>删除 Pod(&amp;D)…</translation>
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
        <source>&amp;Filter pods</source>
        <translation>筛选 Pod(&amp;F)</translation>
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
        <source>&amp;Pod</source>
        <translation>Pod(&amp;P)</translation>
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
        <source>Could not delete pod %1: %2</source>
        <translation>无法删除 Pod %1：%2</translation>
    </message>
    <message>
        <source>Pod %1 is being deleted</source>
        <translation>正在删除 Pod %1</translation>
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
        <source>%1: syncing…</source>
        <translation>%1：同步中…</translation>
    </message>
    <message numerus="yes">
        <source>shown: %n pod(s)</source>
        <translation><numerusform>显示：%n 个 Pod</numerusform></translation>
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
        <source>Not allowed: %1</source>
        <translation>无权访问：%1</translation>
    </message>
    <message>
        <source>Delete pod</source>
        <translation>删除 Pod</translation>
    </message>
    <message>
        <source>Delete pod %1 in context "%2"?</source>
        <translation>确定要删除上下文“%2”中的 Pod %1 吗？</translation>
    </message>
    <message>
        <source>Kubernetes label selector syntax: =, ==, !=, in, notin, key, !key</source>
        <translation>Kubernetes 标签选择器语法：=、==、!=、in、notin、key、!key</translation>
    </message>
</context>
<context>
    <name>PodDetailsPane</name>
    <message>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>YAML</source>
        <translation>YAML</translation>
    </message>
    <message>
        <source>Select a pod to see its details.</source>
        <translation>选择一个 Pod 以查看其详情。</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>正在加载 %1…</translation>
    </message>
    <message>
        <source>The pod %1 no longer exists.</source>
        <translation>Pod %1 已不存在。</translation>
    </message>
    <message>
        <source>Could not load %1: %2</source>
        <translation>无法加载 %1：%2</translation>
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
        <source>Controlled by</source>
        <translation>控制者</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>存在时长</translation>
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
    <name>kube::ClusterConnection</name>
    <message>
        <source>Connecting</source>
        <translation>正在连接</translation>
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
        <source>Forbidden</source>
        <translation>禁止访问</translation>
    </message>
    <message>
        <source>TLS error</source>
        <translation>TLS 错误</translation>
    </message>
    <message>
        <source>You may not list %1 in all namespaces (%2). Showing namespace "%3" from the context instead.</source>
        <translation>您无权列出所有命名空间中的 %1（%2）。改为显示上下文中的命名空间“%3”。</translation>
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
        <source>Pod deleted</source>
        <translation>Pod 已删除</translation>
    </message>
    <message>
        <source>Pod added</source>
        <translation>Pod 已添加</translation>
    </message>
    <message>
        <source>Pod phase changed: %1 → %2</source>
        <translation>Pod 阶段变化：%1 → %2</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
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
        <source>PODS</source>
        <translation>POD 数</translation>
    </message>
    <message numerus="yes">
        <source>%n pod(s) in %1 need attention</source>
        <translation><numerusform>%1 中有 %n 个 Pod 需要关注</numerusform></translation>
    </message>
</context>
<context>
    <name>kube::PodTableModel</name>
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
        <translation>重启</translation>
    </message>
    <message>
        <source>AGE</source>
        <translation>存在时长</translation>
    </message>
    <message>
        <source>NODE</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>IP</source>
        <translation>IP</translation>
    </message>
    <message>
        <source>This pod needs attention: %1</source>
        <translation>此 Pod 需要关注：%1</translation>
    </message>
    <message>
        <source>%1 (%2 ago)</source>
        <translation>%1（%2 前）</translation>
    </message>
</context>
</TS>