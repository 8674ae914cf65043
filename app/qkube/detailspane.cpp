// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "detailspane.h"

#include <QDateTime>
#include <QEvent>
#include <QFontDatabase>
#include <QPlainTextEdit>
#include <QTextBrowser>

DetailsPane::DetailsPane(QWidget *parent)
    : QTabWidget(parent), m_summary(new QTextBrowser(this)), m_yaml(new QPlainTextEdit(this))
{
    m_yaml->setReadOnly(true);
    m_yaml->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_yaml->setLineWrapMode(QPlainTextEdit::NoWrap);
    addTab(m_summary, QString());
    addTab(m_yaml, QString());
    retranslate();
}

void DetailsPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QTabWidget::changeEvent(event);
}

void DetailsPane::retranslate()
{
    setTabText(0, tr("Summary"));
    setTabText(1, tr("YAML"));
    if (m_loaded)
        showDetails(m_details, m_error);
    else if (m_key.isEmpty())
        clear();
}

void DetailsPane::clear()
{
    m_key.clear();
    m_loaded = false;
    m_summary->setHtml(QStringLiteral("<p style='color:gray'>%1</p>")
                           .arg(tr("Select an object to see its details.").toHtmlEscaped()));
    m_yaml->clear();
}

void DetailsPane::showLoading(const QString &key)
{
    m_key = key;
    m_loaded = false;
    m_summary->setHtml(QStringLiteral("<p>%1</p>").arg(tr("Loading %1…").arg(key).toHtmlEscaped()));
    m_yaml->setPlainText(tr("Loading %1…").arg(key));
}

QString DetailsPane::yamlText() const
{
    return m_yaml->toPlainText();
}

QString DetailsPane::summaryText() const
{
    return m_summary->toPlainText();
}

void DetailsPane::showDetails(const kube::ObjectDetails &details, const kube::Error &error)
{
    if (details.key != m_key)
        return; // an answer for an object no longer selected
    m_details = details;
    m_error = error;
    m_loaded = true;
    if (error) {
        const QString message = error.isNotFound()
                                    ? tr("%1 %2 no longer exists.").arg(details.kind, details.key)
                                    : tr("Could not load %1: %2").arg(details.key, error.toString());
        m_summary->setHtml(QStringLiteral("<p style='color:#c62828'>%1</p>").arg(message.toHtmlEscaped()));
        m_yaml->setPlainText(message);
        return;
    }
    auto row = [](const QString &name, const QString &value) {
        return QStringLiteral("<tr><td style='padding-right:12px;color:gray'>%1</td><td>%2</td></tr>")
            .arg(name.toHtmlEscaped(), value.toHtmlEscaped());
    };
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    QString html = QStringLiteral("<h3>%1</h3><table>").arg(details.key.toHtmlEscaped());
    html += row(tr("Kind"), details.kind);
    html += row(tr("UID"), details.uid);
    html += row(tr("Age"), details.createdMs ? kube::humanDuration(now - details.createdMs) : QString());
    if (!details.owner.isEmpty())
        html += row(tr("Controlled by"), details.owner);
    QStringList labels;
    for (const auto &[key, value] : details.labels)
        labels.append(QString::fromUtf8(key + '=' + value));
    html += row(tr("Labels"), labels.isEmpty() ? tr("(none)") : labels.join(QStringLiteral(", ")));
    if (const auto &pod = details.pod) {
        html += row(tr("Status"), pod->status);
        html += row(tr("Ready"), pod->readyText());
        html += row(tr("Restarts"), pod->restartsText(now));
        html += row(tr("Node"), pod->nodeName.isEmpty() ? tr("(not scheduled)") : pod->nodeName);
        html += row(tr("Pod IP"), pod->podIp);
        html += row(tr("Host IP"), pod->hostIp);
        html += row(tr("QoS class"), pod->qosClass);
        html += QStringLiteral("</table><h4>%1</h4><table cellspacing='4'><tr><th align='left'>%2</th><th "
                               "align='left'>%3</th><th align='left'>%4</th><th align='left'>%5</th></tr>")
                    .arg(tr("Containers").toHtmlEscaped(), tr("Name").toHtmlEscaped(),
                         tr("Image").toHtmlEscaped(), tr("State").toHtmlEscaped(),
                         tr("Restarts").toHtmlEscaped());
        for (const kube::ContainerView &container : pod->containers) {
            const QString state = container.stateReason.isEmpty()
                                      ? container.state
                                      : QStringLiteral("%1 (%2)").arg(container.state, container.stateReason);
            const QString name = container.init ? tr("%1 (init)").arg(container.name) : container.name;
            html += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td></tr>")
                        .arg(name.toHtmlEscaped(), container.image.toHtmlEscaped(), state.toHtmlEscaped())
                        .arg(container.restartCount);
        }
    }
    html += QStringLiteral("</table>");
    m_summary->setHtml(html);
    m_yaml->setPlainText(details.yaml);
}
