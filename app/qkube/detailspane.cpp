// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "detailspane.h"
#include "describewords.h"
#include "descriptionview.h"
#include "historyview.h"
#include "theme.h"
#include "usagechartview.h"
#include "yamlhighlighter.h"

#include "models/eventlogmodel.h"
#include "printers/humanduration.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QCoreApplication>
#include <QDateTime>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableView>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

using namespace kube;

namespace {
// Wider tables are laid out as blocks (the pane is about 300 px wide by default).
constexpr int maxTableColumns = 3;

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

QString row(const Theme &theme, const QString &name, const QString &valueHtml)
{
    return QStringLiteral("<tr><td style='padding-right:12px;color:%1' valign='top'>%2</td><td>%3</td></tr>")
        .arg(theme.css(Theme::Role::MutedText), escaped(name), valueHtml);
}

QString tableHtml(const Theme &theme, const QString &title, const QStringList &headers,
                  const QList<QStringList> &rows)
{
    QString html = QStringLiteral("<h4>%1</h4><table cellspacing='0' cellpadding='3' border='1' "
                                  "style='border-color:%2;border-collapse:collapse'><tr>")
                       .arg(escaped(title), theme.css(Theme::Role::TableBorder));
    for (const QString &header : headers)
        html += QStringLiteral("<th align='left' style='background:%1'>%2</th>")
                    .arg(theme.css(Theme::Role::TableHeaderBackground), escaped(header));
    html += QStringLiteral("</tr>");
    for (const QStringList &cells : rows) {
        html += QStringLiteral("<tr>");
        for (const QString &cell : cells)
            html += QStringLiteral("<td valign='top'>%1</td>").arg(cell);
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}
} // namespace

DetailsPane::DetailsPane(QWidget *parent)
    : QTabWidget(parent), m_summary(new QTextBrowser(this)), m_yamlPage(new QWidget(this)),
      m_yaml(new QPlainTextEdit(m_yamlPage)), m_highlighter(new YamlHighlighter(m_yaml)),
      m_managedFields(new QCheckBox(m_yamlPage)), m_revealValues(new QCheckBox(m_yamlPage)),
      m_copyYaml(new QPushButton(m_yamlPage)), m_events(new QTableView(this)),
      m_history(new HistoryView(this)), m_usage(new UsageChartView(this)), m_notice(new QLabel(this))
{
    setObjectName(QStringLiteral("detailsPane"));
    m_summary->setObjectName(QStringLiteral("detailsOverview"));
    m_summary->setOpenLinks(false);
    connect(m_summary, &QTextBrowser::anchorClicked, this, &DetailsPane::onAnchor);
    m_yaml->setObjectName(QStringLiteral("detailsYaml"));
    m_yaml->setReadOnly(true);
    m_yaml->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_yaml->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_managedFields->setObjectName(QStringLiteral("managedFieldsBox"));
    connect(m_managedFields, &QCheckBox::toggled, this, &DetailsPane::managedFieldsToggled);
    m_revealValues->setObjectName(QStringLiteral("revealValuesBox"));
    m_revealValues->hide();
    connect(m_revealValues, &QCheckBox::toggled, this, &DetailsPane::render);
    m_copyYaml->setObjectName(QStringLiteral("copyYamlButton"));
    connect(m_copyYaml, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(m_yaml->toPlainText()); });
    auto *yamlLayout = new QVBoxLayout(m_yamlPage);
    yamlLayout->setContentsMargins(0, 0, 0, 0);
    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(4, 2, 4, 0);
    bar->addWidget(m_managedFields);
    bar->addWidget(m_revealValues);
    bar->addStretch();
    bar->addWidget(m_copyYaml);
    yamlLayout->addLayout(bar);
    yamlLayout->addWidget(m_yaml);
    m_events->setObjectName(QStringLiteral("detailsEvents"));
    m_events->verticalHeader()->hide();
    m_events->horizontalHeader()->setStretchLastSection(true);
    m_events->setWordWrap(false);
    m_events->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_notice->setObjectName(QStringLiteral("detailsNotice"));
    m_notice->setContentsMargins(6, 2, 6, 2);
    styleNotice();
    m_notice->hide();
    setCornerWidget(m_notice, Qt::TopRightCorner);
    addTab(m_summary, QString());
    addTab(m_yamlPage, QString());
    addTab(m_events, QString());
    addTab(m_history, QString());
    m_usagePage = new QScrollArea(this); // a pod with many containers has more charts than fit
    m_usagePage->setObjectName(QStringLiteral("usagePage"));
    m_usagePage->setWidgetResizable(true);
    m_usagePage->setFrameShape(QFrame::NoFrame);
    m_usagePage->setWidget(m_usage);
    m_usageTab = new QWidget(this);
    m_usageRange = new QComboBox(m_usageTab);
    m_usageRange->setObjectName(QStringLiteral("usageRange"));
    m_usageRange->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto *usageLayout = new QVBoxLayout(m_usageTab);
    usageLayout->setContentsMargins(0, 2, 0, 0);
    auto *rangeRow = new QHBoxLayout;
    rangeRow->addWidget(m_usageRange);
    rangeRow->addStretch();
    usageLayout->addLayout(rangeRow);
    usageLayout->addWidget(m_usagePage);
    addTab(m_usageTab, QString());
    setPrometheusRanges(false);
    connect(m_usageRange, &QComboBox::currentIndexChanged, this,
            [this] { Q_EMIT usageRangeChosen(m_usageRange->currentData().toLongLong()); });
    retranslate();
}

void DetailsPane::setPrometheusRanges(bool offered)
{
    const qint64 chosen = m_usageRange->currentData().toLongLong();
    const QSignalBlocker quiet(m_usageRange);
    m_usageRange->clear();
    m_usageRange->addItem(tr("Last hour (metrics-server)"), qint64(0));
    if (offered) {
        m_usageRange->addItem(tr("Last hour (Prometheus)"), qint64(3600));
        m_usageRange->addItem(tr("Last 6 hours (Prometheus)"), qint64(6 * 3600));
        m_usageRange->addItem(tr("Last 24 hours (Prometheus)"), qint64(24 * 3600));
        m_usageRange->addItem(tr("Last 7 days (Prometheus)"), qint64(7 * 24 * 3600));
    }
    const int index = m_usageRange->findData(chosen);
    m_usageRange->setCurrentIndex(std::max(0, index));
    if (index < 0 && chosen != 0)
        Q_EMIT usageRangeChosen(0); // the Prometheus range went: back to metrics-server's
}

void DetailsPane::setHistory(std::shared_ptr<const kube::Journal> journal, const QString &cluster,
                             const kube::GroupVersionResource &gvr, const QString &namespaceName,
                             const QString &name, const QString &uid)
{
    m_history->setObject(std::move(journal), cluster, gvr, namespaceName, name, uid);
}

void DetailsPane::setEventsModel(QAbstractItemModel *model)
{
    m_events->setModel(model);
    for (int column : {EventLogModel::ClusterColumn, EventLogModel::ObjectColumn})
        m_events->setColumnHidden(column, true); // every line is about the object shown, in its cluster
    m_events->setColumnWidth(EventLogModel::LastSeenColumn, 70);
    m_events->setColumnWidth(EventLogModel::TypeColumn, 70);
    m_events->setColumnWidth(EventLogModel::ReasonColumn, 130);
}

void DetailsPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    } else if (event->type() == QEvent::PaletteChange) {
        styleNotice();
        const int scroll = m_summary->verticalScrollBar()->value();
        render();
        m_summary->verticalScrollBar()->setValue(scroll);
    }
    QTabWidget::changeEvent(event);
}

void DetailsPane::styleNotice()
{
    QPalette notice = palette();
    notice.setColor(QPalette::WindowText, Theme(notice).color(Theme::Role::ErrorText));
    m_notice->setPalette(notice);
}

// The engine names what each line of a kind's summary is about; the window words it.
QString DetailsPane::labelText(DetailsLabel label)
{
    switch (label) {
    case DetailsLabel::Controls:
        return tr("Controls");
    case DetailsLabel::Selects:
        return tr("Selects");
    case DetailsLabel::Runs:
        return tr("Runs");
    case DetailsLabel::MountedBy:
        return tr("Mounted by");
    }
    return {};
}

void DetailsPane::retranslate()
{
    setTabText(indexOf(m_summary), tr("Overview"));
    setTabText(indexOf(m_yamlPage), tr("YAML"));
    setTabText(indexOf(m_events), tr("Events"));
    setTabText(indexOf(m_history), tr("History"));
    setTabText(indexOf(m_usageTab), tr("Usage"));
    setPrometheusRanges(m_usageRange->count() > 1); // the items' words in the new language
    m_managedFields->setText(tr("Show managed fields"));
    m_copyYaml->setText(tr("Copy"));
    m_copyYaml->setToolTip(tr("Copy the YAML to the clipboard"));
    m_revealValues->setText(tr("Reveal values"));
    m_revealValues->setToolTip(
        tr("Show this Secret's values in the YAML (base64, as the server keeps them)"));
    render();
}

void DetailsPane::clear()
{
    m_history->clear();
    m_usage->setChart({});
    m_related.clear();
    m_key.clear();
    m_loaded = false;
    m_noticeText.clear();
    m_revealed.clear();
    {
        const QSignalBlocker blocker(m_revealValues);
        m_revealValues->setChecked(false);
    }
    m_details = {};
    m_error = {};
    m_description = {};
    m_describeError = {};
    render();
}

void DetailsPane::showLoading(const QString &key)
{
    m_related.clear();
    m_key = key;
    m_loaded = false;
    m_noticeText.clear();
    m_revealed.clear();
    {
        const QSignalBlocker blocker(m_revealValues);
        m_revealValues->setChecked(false);
    }
    m_details = {};
    m_error = {};
    m_description = {};
    m_describeError = {};
    render();
}

void DetailsPane::showRelated(const QList<RelatedObjects> &related)
{
    m_related = related;
    const int scroll = m_summary->verticalScrollBar()->value();
    render();
    m_summary->verticalScrollBar()->setValue(scroll);
}

void DetailsPane::showDescription(const QString &key, const QString &uid, const Description &description,
                                  const Error &error)
{
    if (key != m_key || (!m_details.uid.isEmpty() && uid != m_details.uid))
        return; // about an object no longer shown
    m_description = description;
    m_describeError = error;
    const int scroll = m_summary->verticalScrollBar()->value();
    render();
    m_summary->verticalScrollBar()->setValue(scroll);
}

void DetailsPane::showGone(const QString &reason)
{
    m_noticeText = reason;
    render();
}

void DetailsPane::showDetails(const ObjectDetails &details, const Error &error)
{
    if (details.key != m_key || (m_loaded && !error && !details.uid.isEmpty() && !m_details.uid.isEmpty() &&
                                 details.uid != m_details.uid))
        return; // an answer about an object no longer shown
    if (error && m_loaded)
        return; // keep the last state shown; the window says what went wrong
    m_details = details;
    m_error = error;
    m_loaded = true;
    render();
}

QString DetailsPane::yamlText() const
{
    return m_yaml->toPlainText();
}

QString DetailsPane::summaryText() const
{
    return m_summary->toPlainText();
}

QString DetailsPane::noticeText() const
{
    return m_noticeText;
}

void DetailsPane::setYaml(const QString &yaml)
{
    if (m_yaml->toPlainText() == yaml)
        return;
    // A new resourceVersion: the user keeps reading where they were.
    const int vertical = m_yaml->verticalScrollBar()->value();
    const int horizontal = m_yaml->horizontalScrollBar()->value();
    m_yaml->setPlainText(yaml);
    m_yaml->verticalScrollBar()->setValue(vertical);
    m_yaml->horizontalScrollBar()->setValue(horizontal);
}

void DetailsPane::onAnchor(const QUrl &url)
{
    const QString target = url.toString();
    if (target.startsWith(QLatin1String("link:"))) {
        const int at = target.mid(5).toInt();
        if (at >= 0 && at < m_links.size())
            Q_EMIT linkActivated(m_links[at]);
    } else if (target.startsWith(QLatin1String("copy:"))) {
        // A Secret's value, decoded, and only once the user revealed it.
        const QString key = QUrl::fromPercentEncoding(target.mid(5).toUtf8());
        for (const DataEntry &entry : std::as_const(m_details.data))
            if (entry.key == key && entry.secret && !entry.binary && m_revealed.contains(key))
                QApplication::clipboard()->setText(entry.value);
    } else if (target.startsWith(QLatin1String("reveal:"))) {
        const QString key = QUrl::fromPercentEncoding(target.mid(7).toUtf8());
        if (!m_revealed.remove(key))
            m_revealed.insert(key);
        const int scroll = m_summary->verticalScrollBar()->value();
        render();
        m_summary->verticalScrollBar()->setValue(scroll);
    }
}

void DetailsPane::render()
{
    m_notice->setText(m_noticeText.isEmpty() ? QString() : tr("No longer selectable"));
    m_notice->setToolTip(m_noticeText);
    m_notice->setVisible(!m_noticeText.isEmpty());
    m_links.clear();
    setTabEnabled(indexOf(m_yamlPage), m_loaded && !m_error);
    m_revealValues->setVisible(m_loaded && !m_error && !m_details.maskedYaml.isEmpty());
    const Theme theme(palette());
    if (m_key.isEmpty()) {
        m_summary->setHtml(
            QStringLiteral("<p style='color:%1'>%2</p>")
                .arg(theme.css(Theme::Role::MutedText), escaped(tr("Select an object to see its details."))));
        m_yaml->clear();
        return;
    }
    if (!m_loaded) {
        m_summary->setHtml(QStringLiteral("<p>%1</p>").arg(escaped(tr("Loading %1…").arg(m_key))));
        m_yaml->setPlainText(tr("Loading %1…").arg(m_key));
        return;
    }
    QString html;
    if (!m_noticeText.isEmpty())
        html += QStringLiteral("<p style='background:%1;color:%2;padding:4px'>%3</p>")
                    .arg(theme.css(Theme::Role::ErrorBackground), theme.css(Theme::Role::ErrorText),
                         escaped(m_noticeText));
    if (m_error) {
        const QString message = m_error.isNotFound()
                                    ? tr("%1 %2 no longer exists.").arg(m_details.kind, m_details.key)
                                    : tr("Could not load %1: %2").arg(m_details.key, m_error.toString());
        m_summary->setHtml(html + QStringLiteral("<p style='color:%1'>%2</p>")
                                      .arg(theme.css(Theme::Role::ErrorText), escaped(message)));
        m_yaml->setPlainText(message);
        return;
    }
    const ObjectDetails &d = m_details;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const auto linkTo = [this](const ObjectLink &link, const QString &text) {
        m_links.append(link);
        return QStringLiteral("<a href='link:%1'>%2</a>").arg(m_links.size() - 1).arg(escaped(text));
    };
    html += QStringLiteral("<h3>%1 %2</h3><table>").arg(escaped(d.kind), escaped(d.name));
    // Namespace, labels and annotations are the description's first lines.
    html += row(theme, tr("UID"), escaped(d.uid));
    if (d.createdMs)
        html += row(theme, tr("Created"),
                    escaped(tr("%1 (%2 ago)")
                                .arg(QDateTime::fromMSecsSinceEpoch(d.createdMs).toString(Qt::ISODate),
                                     humanDuration(now - d.createdMs))));
    if (d.deletionMs)
        html += row(theme, tr("Deleting since"),
                    escaped(QDateTime::fromMSecsSinceEpoch(d.deletionMs).toString(Qt::ISODate)));
    html += row(theme, tr("Resource version"), escaped(d.resourceVersion));
    if (!d.finalizers.isEmpty())
        html += row(theme, tr("Finalizers"), escaped(d.finalizers.join(QStringLiteral(", "))));
    for (const ObjectLink &owner : d.owners)
        html += row(theme, owner.controller ? tr("Controlled by") : tr("Owned by"),
                    linkTo(owner, owner.kind + QLatin1Char('/') + owner.name));
    // The kind a reference names is its row's name, as kubectl's "Node:".
    for (const ObjectLink &reference : d.references)
        html += row(theme, DescribeWords::translated(reference.kind), linkTo(reference, reference.key()));
    for (const RelatedObjects &related : std::as_const(m_related)) {
        QStringList links;
        for (const ObjectLink &link : related.links)
            links.append(linkTo(link, link.kind + QLatin1Char('/') + link.name));
        if (related.total > related.links.size())
            links.append(escaped(tr("and %n more", nullptr, related.total - int(related.links.size()))));
        if (related.error)
            links.append(QStringLiteral("<span style='color:%1'>%2</span>")
                             .arg(theme.css(Theme::Role::ErrorText),
                                  escaped(tr("Could not list them: %1").arg(related.error.message()))));
        html += row(theme, labelText(related.title),
                    links.isEmpty() ? escaped(tr("(none)")) : links.join(QStringLiteral("<br>")));
    }
    html += QStringLiteral("</table>");
    if (m_describeError)
        html += QStringLiteral("<p style='color:%1'>%2</p>")
                    .arg(theme.css(Theme::Role::ErrorText),
                         escaped(tr("Could not describe it: %1").arg(m_describeError.message())));
    else if (m_description.isEmpty())
        html += QStringLiteral("<p style='color:%1'>%2</p>")
                    .arg(theme.css(Theme::Role::MutedText), escaped(tr("Describing…")));
    else
        html += QStringLiteral("<hr>") + DescriptionView::html(m_description, theme, maxTableColumns);
    // A Secret's values: the description gives their sizes only, as kubectl's does.
    if (std::any_of(d.data.cbegin(), d.data.cend(), [](const DataEntry &entry) { return entry.secret; })) {
        QList<QStringList> rows;
        for (const DataEntry &entry : d.data) {
            const QString anchor =
                QStringLiteral("reveal:") + QString::fromLatin1(QUrl::toPercentEncoding(entry.key));
            QString value;
            if (entry.binary)
                value = escaped(tr("(%n bytes of binary data)", nullptr, entry.value.toInt()));
            else if (entry.secret && !m_revealed.contains(entry.key))
                value = QStringLiteral("•••••••• <a href='%1'>%2</a>").arg(anchor, escaped(tr("Reveal")));
            else
                value = QStringLiteral("<pre style='margin:0'>%1</pre>").arg(escaped(entry.value)) +
                        (entry.secret ? QStringLiteral(" <a href='%1'>%2</a> <a href='copy:%3'>%4</a>")
                                            .arg(anchor, escaped(tr("Hide")),
                                                 QString::fromLatin1(QUrl::toPercentEncoding(entry.key)),
                                                 escaped(tr("Copy")))
                                      : QString());
            rows.append({escaped(entry.key), value});
        }
        html += tableHtml(theme, tr("Values"), {tr("Key"), tr("Value")}, rows);
    }
    m_summary->setHtml(html);
    setYaml(d.maskedYaml.isEmpty() || m_revealValues->isChecked() ? d.yaml : d.maskedYaml);
}
