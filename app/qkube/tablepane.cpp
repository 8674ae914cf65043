// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "tablepane.h"
#include "actionregistry.h"
#include "columnlayout.h"
#include "openclusters.h"
#include "theme.h"

#include "session/clustersession.h"

#include <QAction>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QScopedValueRollback>
#include <QSettings>
#include <QTableView>
#include <QVBoxLayout>

using namespace kube;

namespace {
// Fitting a column to its content reads this many rows (the first ones shown), never all of 100k.
constexpr int sampledRows = 200;
constexpr int cellPadding = 16;
constexpr int minimumColumnWidth = 40;
constexpr int nameColumnFloor = 200;
constexpr int messageColumnFloor = 240;
// No short column takes more than this many average characters before the user widens it.
constexpr int widestFittedColumnChars = 40;
} // namespace

TablePane::TablePane(OpenClusters *clusters, QWidget *parent)
    : QWidget(parent), m_clusters(clusters), m_model(new ResourceTableModel(this)),
      m_proxy(new ResourceProxyModel(this)), m_view(new QTableView(this)),
      m_usage(new UsageColumns(m_model, this))
{
    m_proxy->setSourceModel(m_model);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view);
    m_view->setObjectName(QStringLiteral("resourceView"));
    // Before the view connects: when rows go or move, the view moves its current row to a neighbour.
    const auto changing = [this] { m_rowsChanging = true; };
    connect(m_proxy, &QAbstractItemModel::rowsAboutToBeRemoved, this, changing);
    connect(m_proxy, &QAbstractItemModel::layoutAboutToBeChanged, this, changing);
    connect(m_proxy, &QAbstractItemModel::modelAboutToBeReset, this, changing);
    m_view->setModel(m_proxy);
    const auto changed = [this] {
        m_rowsChanging = false;
        // Once the models have settled: the proxy rewrites its mapping after it has announced the change.
        if (std::exchange(m_settlePending, true))
            return;
        QMetaObject::invokeMethod(
            this,
            [this] {
                m_settlePending = false;
                Q_EMIT rowsSettled();
            },
            Qt::QueuedConnection);
    };
    for (auto signal : {&QAbstractItemModel::rowsRemoved, &QAbstractItemModel::rowsInserted})
        connect(m_proxy, signal, this, changed);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, changed);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, changed);
    m_view->setSortingEnabled(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection); // several, to delete them at once
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setStretchLastSection(false);
    m_view->horizontalHeader()->setMinimumSectionSize(minimumColumnWidth);
    m_view->horizontalHeader()->setTextElideMode(Qt::ElideRight);
    m_view->setTextElideMode(Qt::ElideRight); // "Running", "CrashLoop…": the start of a text tells it apart
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_view->viewport()->installEventFilter(this);
    connect(m_view->horizontalHeader(), &QHeaderView::sectionResized, this,
            [this](int column, int, int size) {
                if (!m_layingOut && column != m_model->clusterColumn())
                    m_userWidths.insert(columnId(column), size);
            });
    m_placeholder = new QLabel(m_view->viewport());
    m_placeholder->setObjectName(QStringLiteral("placeholder"));
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);
    m_placeholder->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_placeholder->setMargin(24);
    m_placeholder->hide();
    const auto counted = [this] {
        // Short columns fit their content once the first rows are there.
        if (!m_columnsFitted && m_proxy->rowCount() > 0) {
            m_columnsFitted = true;
            layOutColumns();
        }
        updatePlaceholder();
        Q_EMIT countsChanged();
    };
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(m_proxy, signal, this, counted);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, counted);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, counted);
    connect(m_model, &ResourceTableModel::countsChanged, this, counted);
    // The usage columns come when the cluster turns out to serve metrics (and go when it stops).
    connect(m_model, &QAbstractItemModel::columnsInserted, this, &TablePane::layOutColumns);
    updateLevelColors();
}

void TablePane::registerActions(ActionRegistry *registry)
{
    m_wideAction = registry->add({"wideAction",
                                  QT_TRANSLATE_NOOP("MainWindow", "Show &wide columns"),
                                  nullptr,
                                  {},
                                  {},
                                  Qt::WindowShortcut,
                                  true,
                                  {},
                                  [this](bool on) { setShowWideColumns(on); }});
}

TablePane::~TablePane()
{
    clearResource();
}

ResourceSubscription *TablePane::subscriptionOf(const QString &context) const
{
    return context == m_context || context.isEmpty() ? m_subscription.get()
                                                     : m_spanSubscriptions.value(context).get();
}

void TablePane::setCluster(const QString &context, ClusterSession *session)
{
    clearResource();
    m_context = context;
    m_session = session;
    m_waitingFor.clear();
    m_model->clear();
    updatePlaceholder();
}

void TablePane::setSpansClusters(bool spans)
{
    if (m_spans == spans)
        return;
    m_spans = spans;
    if (!m_resource.name.isEmpty())
        showResource(m_resource);
}

ResourceSubscription *TablePane::subscribe(const QString &context, ClusterSession *session,
                                           std::shared_ptr<const Printer> printer)
{
    auto *subscription = new ResourceSubscription(session, m_resource, {}, std::move(printer), this);
    // One path for every cluster's rows: spanning or not, a batch goes through applyBatch.
    connect(subscription->feed(), &RowFeed::batchReady, this,
            [this, context](const RowBatch &batch) { applyBatch(context, batch); });
    connect(subscription, &ResourceSubscription::restarted, this, [this, context] {
        if (m_past)
            return; // the past shows the journal's rows; Live lists again anyway
        if (m_model->spansClusters())
            m_model->removeCluster(context);
        else
            m_model->clear();
        Q_EMIT subscriptionStateChanged();
    });
    return subscription;
}

void TablePane::applyBatch(const QString &context, const RowBatch &batch)
{
    if (m_past)
        return; // the table shows the past; Live subscribes again and lists what is there now
    if (m_model->spansClusters())
        m_model->applyClusterBatch(context, batch);
    else
        m_model->applyBatch(batch);
    Q_EMIT batchApplied(context, batch);
    updatePlaceholder();
}

void TablePane::showResource(ApiResource resource)
{
    if (!m_session)
        return;
    if (!m_resource.name.isEmpty())
        saveColumns();
    clearResource();
    m_resource = resource;
    m_waitingFor.clear();
    m_columnsFitted = false;
    m_subscription = subscribe(m_context, m_session, {});
    {
        const QScopedValueRollback laying(m_layingOut, true); // the header's new sections are not the user's
        m_model->setColumns(m_subscription->feed()->columns(), resource.namespaced, m_spans);
        m_usage->attach(m_context, m_session, resource, m_spans);
    }
    connect(m_subscription, &ResourceSubscription::stateChanged, this, [this] {
        updatePlaceholder();
        Q_EMIT subscriptionStateChanged();
        Q_EMIT countsChanged();
    });
    if (m_spans)
        for (const QString &other : m_clusters->contexts())
            subscribeSpan(other);
    // The kind's natural order (its printer's, else by namespace, then name), unless this cluster remembers
    // another.
    int sortColumn = resource.namespaced ? m_model->namespaceColumn() : m_model->nameColumn();
    Qt::SortOrder sortOrder = Qt::AscendingOrder;
    if (const std::shared_ptr<const Printer> printer = m_session->printerFor(resource))
        for (int column = 0; column < m_model->columnCount() && !printer->defaultSort().column.isEmpty();
             ++column)
            if (const PrintColumn *info = m_model->columnInfo(column);
                info && info->name == printer->defaultSort().column) {
                sortColumn = column; // the kind's own order (Events: newest first)
                sortOrder = printer->defaultSort().order;
            }
    m_view->sortByColumn(sortColumn, sortOrder);
    restoreColumns();
    updatePlaceholder();
    Q_EMIT resourceChanged();
    Q_EMIT countsChanged();
}

void TablePane::clearResource()
{
    // Subscriptions release their informers (each lingers a minute in its session, then stops).
    m_usage->detach();
    delete m_subscription;
    for (const QPointer<ResourceSubscription> &subscription : std::as_const(m_spanSubscriptions))
        delete subscription;
    m_spanSubscriptions.clear();
    const bool had = !m_resource.name.isEmpty();
    m_resource = {};
    const QScopedValueRollback laying(m_layingOut, true);
    m_model->clear();
    if (had)
        Q_EMIT resourceChanged();
}

void TablePane::subscribeSpan(const QString &context)
{
    ClusterSession *session = m_clusters->session(context);
    if (!m_spans || !m_session || !session || session == m_session || m_resource.name.isEmpty() ||
        m_spanSubscriptions.value(context))
        return;
    // A kind the cluster does not serve would be listed in vain; before discovery, only the core kinds are
    // sure.
    if (!session->findResource(m_resource.group, m_resource.name) &&
        (session->discovered() || !m_resource.group.isEmpty()))
        return;
    m_spanSubscriptions.insert(context, subscribe(context, session, m_session->printerFor(m_resource)));
    m_usage->addCluster(context, session);
}

void TablePane::subscribeSpanned()
{
    for (const QString &context : m_clusters->contexts())
        subscribeSpan(context);
}

void TablePane::dropCluster(const QString &context)
{
    if (!m_spanSubscriptions.contains(context))
        return;
    delete m_spanSubscriptions.take(context);
    m_usage->removeCluster(context);
    m_model->removeCluster(context);
}

void TablePane::setNamespace(const QString &namespaceName)
{
    m_namespace = namespaceName;
    m_proxy->setNamespaceFilter(namespaceName);
    layOutColumns();
    updatePlaceholder();
}

void TablePane::setShowWideColumns(bool wide)
{
    if (m_wide == wide)
        return;
    m_wide = wide;
    if (m_wideAction)
        m_wideAction->setChecked(wide);
    layOutColumns();
}

void TablePane::setPast(bool past)
{
    m_past = past;
    m_pastEmptyText.clear();
    updatePlaceholder();
}

void TablePane::showPastRows(const RowBatch &rows, const QString &emptyText)
{
    m_pastEmptyText = emptyText;
    m_model->clear();
    m_model->applyBatch(rows);
    updatePlaceholder();
}

void TablePane::setWaitingFor(const QString &resourceName)
{
    m_waitingFor = resourceName;
    updatePlaceholder();
}

QString TablePane::columnId(int column) const
{
    // What a column is remembered by, whatever the language: the printer's column name, or NAMESPACE.
    const PrintColumn *info = m_model->columnInfo(column);
    return info ? info->name : QStringLiteral("NAMESPACE");
}

QString TablePane::settingsGroup() const
{
    return QStringLiteral("clusters/") + m_context + QLatin1Char('/') + m_resource.name + QLatin1Char('.') +
           m_resource.group;
}

void TablePane::saveColumns() const
{
    if (m_context.isEmpty() || m_resource.name.isEmpty())
        return;
    QSettings settings;
    settings.beginGroup(settingsGroup());
    // Only what the user set: a width the layout chose is chosen again for the room there is then.
    settings.setValue(QStringLiteral("userWidths"), m_userWidths);
    settings.remove(QStringLiteral("widths")); // earlier versions saved every width, squeezed ones too
    QHeaderView *header = m_view->horizontalHeader();
    const int sorted = header->sortIndicatorSection();
    settings.setValue(QStringLiteral("sortColumn"),
                      sorted >= 0 && sorted != m_model->clusterColumn() ? columnId(sorted) : QString());
    settings.setValue(QStringLiteral("sortOrder"), int(header->sortIndicatorOrder()));
    settings.setValue(QStringLiteral("wide"), m_wide);
}

void TablePane::restoreColumns()
{
    QSettings settings;
    settings.beginGroup(settingsGroup());
    m_userWidths = settings.value(QStringLiteral("userWidths")).toMap();
    if (settings.contains(QStringLiteral("wide")))
        setShowWideColumns(settings.value(QStringLiteral("wide")).toBool());
    layOutColumns();
    const QString sortColumn = settings.value(QStringLiteral("sortColumn")).toString();
    for (int column = 0; column < m_model->columnCount() && !sortColumn.isEmpty(); ++column)
        if (column != m_model->clusterColumn() && columnId(column) == sortColumn)
            m_view->sortByColumn(column, Qt::SortOrder(settings.value(QStringLiteral("sortOrder")).toInt()));
}

void TablePane::layOutColumns()
{
    const QScopedValueRollback laying(m_layingOut, true); // hiding and sizing columns is not the user's doing
    QHeaderView *header = m_view->horizontalHeader();
    const QFontMetrics cellMetrics = m_view->fontMetrics();
    const QFontMetrics headerMetrics = header->fontMetrics();
    const bool namespaceShown = m_model->isNamespaced() && m_namespace.isEmpty();
    QList<int> shown;
    QList<ColumnSpec> specs;
    const int rows = std::min(m_proxy->rowCount(), sampledRows);
    const int widest = cellMetrics.averageCharWidth() * widestFittedColumnChars;
    for (int column = 0; column < m_model->columnCount(); ++column) {
        const bool hidden = (column == m_model->namespaceColumn() && !namespaceShown) ||
                            (m_model->isWideColumn(column) && !m_wide);
        m_view->setColumnHidden(column, hidden);
        if (hidden)
            continue;
        ColumnSpec spec;
        const int title =
            headerMetrics.horizontalAdvance(m_model->headerData(column, Qt::Horizontal).toString()) +
            2 * cellPadding;
        int content = title;
        for (int row = 0; row < rows; ++row)
            content = std::max(content,
                               cellMetrics.horizontalAdvance(m_proxy->index(row, column).data().toString()) +
                                   cellPadding);
        const PrintColumn *info = m_model->columnInfo(column);
        spec.stretches = column == m_model->nameColumn() || (info && info->name == QLatin1String("Message"));
        spec.content = spec.stretches ? content : std::min(content, std::max(title, widest));
        spec.floor =
            spec.stretches
                ? std::min(content, column == m_model->nameColumn() ? nameColumnFloor : messageColumnFloor)
                : std::min(spec.content,
                           std::max(title, cellMetrics.horizontalAdvance(QStringLiteral("0000000000"))));
        if (const auto saved = m_userWidths.constFind(columnId(column));
            saved != m_userWidths.constEnd() && column != m_model->clusterColumn())
            spec.userWidth = std::max(minimumColumnWidth, saved->toInt());
        shown.append(column);
        specs.append(spec);
    }
    const QList<int> widths = ColumnLayout::fit(specs, m_view->viewport()->width());
    for (qsizetype i = 0; i < shown.size(); ++i) {
        header->setSectionResizeMode(shown[i], QHeaderView::Interactive);
        header->resizeSection(shown[i], widths[i]);
    }
}

QString TablePane::placeholderText() const
{
    return m_placeholder->isVisible() ? m_placeholder->text() : QString();
}

QString TablePane::countText() const
{
    if (!m_subscription || m_subscription->state() != ResourceSubscription::State::Synced)
        return {};
    const QString kind = m_resource.name;
    if (m_spans)
        return tr("%1: %2 of %3 shown, in %n open cluster(s)", nullptr, int(m_clusters->contexts().size()))
            .arg(kind)
            .arg(m_proxy->rowCount())
            .arg(m_model->rowCount());
    if (m_proxy->rowCount() == m_model->rowCount())
        return tr("%1: %2").arg(kind).arg(m_model->rowCount());
    return tr("%1: %2 of %3 shown").arg(kind).arg(m_proxy->rowCount()).arg(m_model->rowCount());
}

void TablePane::updatePlaceholder()
{
    QString text;
    bool error = false;
    if (!m_subscription && m_session && !m_waitingFor.isEmpty()) {
        text = tr("Waiting for the server's list of resources to open %1…").arg(m_waitingFor);
    } else if (m_subscription && m_proxy->rowCount() == 0) {
        switch (m_subscription->state()) {
        case ResourceSubscription::State::Forbidden:
        case ResourceSubscription::State::Failed:
            text = m_subscription->placeholderText();
            error = true;
            break;
        case ResourceSubscription::State::Listing:
            text = m_subscription->placeholderText();
            break;
        case ResourceSubscription::State::Synced:
            if (m_past) {
                text = m_pastEmptyText; // what the journal knew then
                break;
            }
            text = m_model->rowCount() > 0 && m_proxy->isFiltering()
                       ? tr("No %1 match the filters.").arg(m_resource.name)
                   : m_subscription->namespaceName().isEmpty()
                       ? tr("There are no %1.").arg(m_resource.name)
                       : tr("There are no %1 in namespace \"%2\".")
                             .arg(m_resource.name, m_subscription->namespaceName());
            break;
        }
    }
    setPlaceholder(text, error);
}

void TablePane::setPlaceholder(const QString &text, bool error)
{
    m_placeholder->setText(text);
    QPalette palette = m_placeholder->palette();
    palette.setColor(QPalette::WindowText, error ? Theme(palette).color(Theme::Role::ErrorText)
                                                 : palette.color(QPalette::PlaceholderText));
    m_placeholder->setPalette(palette);
    m_placeholder->setGeometry(m_view->viewport()->rect());
    m_placeholder->setVisible(!text.isEmpty());
}

void TablePane::updateLevelColors()
{
    const Theme theme(m_view->palette());
    m_model->setLevelColors(theme.color(Theme::Role::WarningText), theme.color(Theme::Role::ErrorText));
    m_view->viewport()->update();
}

bool TablePane::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::PaletteChange) {
        updatePlaceholder(); // an error's colour is the theme's
        updateLevelColors();
    }
    if (watched == m_view->viewport() && event->type() == QEvent::Resize) {
        m_placeholder->setGeometry(m_view->viewport()->rect());
        layOutColumns();
    }
    return QWidget::eventFilter(watched, event);
}
