// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#include "cronjobcontroller.h"

#include "controllermanager.h"

#include "../garbagecollector.h"
#include "../objectmeta.h"

namespace kube::sim {

using namespace Qt::StringLiterals;

namespace {
// How far back a schedule is searched for a missed run, and the longest wait between looks at a CronJob.
constexpr int lookBackMinutes = 7 * 24 * 60;
constexpr int maxWaitMs = 60'000;


// One field: "*", "*/N", "A", "A-B", "A-B/N", comma-separated; names map through `names` (offset by `low`).
bool parseField(const QString &text, int low, int high, const QStringList &names, quint64 *bits)
{
    *bits = 0;
    for (const QString &part : text.split(QLatin1Char(','))) {
        QString range = part.section(QLatin1Char('/'), 0, 0);
        int step = 1;
        if (part.contains(QLatin1Char('/'))) {
            bool ok = false;
            step = part.section(QLatin1Char('/'), 1).toInt(&ok);
            if (!ok || step <= 0)
                return false;
        }
        auto value = [&](const QString &token, int *out) {
            const int named = names.indexOf(token.toUpper());
            if (named >= 0) {
                *out = named + low;
                return true;
            }
            bool ok = false;
            *out = token.toInt(&ok);
            return ok && *out >= low && *out <= high;
        };
        int from = low, to = high;
        if (range != QLatin1String("*")) {
            if (!value(range.section(QLatin1Char('-'), 0, 0), &from))
                return false;
            to = from;
            if (range.contains(QLatin1Char('-')) && !value(range.section(QLatin1Char('-'), 1), &to))
                return false;
            if (part.contains(QLatin1Char('/')) && !range.contains(QLatin1Char('-')))
                to = high;
        }
        if (from > to)
            return false;
        for (int i = from; i <= to; i += step)
            *bits |= quint64(1) << i;
    }
    return true;
}
} // namespace

CronSchedule CronSchedule::parse(const QString &text)
{
    static const QHash<QString, QString> macros = {{u"@yearly"_s, u"0 0 1 1 *"_s}, {u"@annually"_s, u"0 0 1 1 *"_s}, {u"@monthly"_s, u"0 0 1 * *"_s},
                                                   {u"@weekly"_s, u"0 0 * * 0"_s},  {u"@daily"_s, u"0 0 * * *"_s},     {u"@midnight"_s, u"0 0 * * *"_s},
                                                   {u"@hourly"_s, u"0 * * * *"_s}};
    CronSchedule schedule;
    const QString expanded = macros.value(text.trimmed(), text.trimmed());
    const QStringList fields = expanded.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (fields.size() != 5) {
        schedule.m_error = u"expected exactly 5 fields, found %1: %2"_s.arg(fields.size()).arg(text);
        return schedule;
    }
    static const QStringList months = {u"JAN"_s, u"FEB"_s, u"MAR"_s, u"APR"_s, u"MAY"_s, u"JUN"_s, u"JUL"_s, u"AUG"_s, u"SEP"_s, u"OCT"_s, u"NOV"_s, u"DEC"_s};
    static const QStringList days = {u"SUN"_s, u"MON"_s, u"TUE"_s, u"WED"_s, u"THU"_s, u"FRI"_s, u"SAT"_s};
    const struct
    {
        int low, high;
        QStringList names;
    } ranges[] = {{0, 59, {}}, {0, 23, {}}, {1, 31, {}}, {1, 12, months}, {0, 7, days}};
    for (int i = 0; i < 5; ++i) {
        quint64 bits = 0;
        if (!parseField(fields.at(i), ranges[i].low, ranges[i].high, ranges[i].names, &bits)) {
            schedule.m_error = u"failed to parse field \"%1\" of \"%2\""_s.arg(fields.at(i), text);
            return schedule;
        }
        if (i == 4 && (bits & (quint64(1) << 7)))
            bits |= 1; // 7 is Sunday too
        schedule.m_fields.append(bits);
    }
    schedule.m_anyDayOfMonth = fields.at(2) == QLatin1String("*");
    schedule.m_anyDayOfWeek = fields.at(4) == QLatin1String("*");
    return schedule;
}

bool CronSchedule::matches(const QDateTime &minute) const
{
    const QDateTime utc = minute.toUTC();
    const QDate date = utc.date();
    const QTime time = utc.time();
    auto has = [this](int field, int value) { return (m_fields.at(field) >> value) & 1; };
    if (!has(0, time.minute()) || !has(1, time.hour()) || !has(3, date.month()))
        return false;
    const bool dayOfMonth = has(2, date.day());
    const bool dayOfWeek = has(4, date.dayOfWeek() % 7);
    // cron's rule: when both day fields are restricted, either may match.
    if (!m_anyDayOfMonth && !m_anyDayOfWeek)
        return dayOfMonth || dayOfWeek;
    return dayOfMonth && dayOfWeek;
}

QDateTime CronSchedule::lastBetween(const QDateTime &after, const QDateTime &until) const
{
    QDateTime minute = until.toUTC();
    minute.setTime(QTime(minute.time().hour(), minute.time().minute()));
    for (int i = 0; i < lookBackMinutes && minute > after; ++i, minute = minute.addSecs(-60))
        if (matches(minute))
            return minute;
    return {};
}

QDateTime CronSchedule::nextAfter(const QDateTime &from) const
{
    QDateTime minute = from.toUTC();
    minute.setTime(QTime(minute.time().hour(), minute.time().minute()));
    for (int i = 0; i < lookBackMinutes; ++i) {
        minute = minute.addSecs(60);
        if (matches(minute))
            return minute;
    }
    return {};
}

void CronJobController::start()
{
    for (auto it = m_manager->store().objects(types::cronJobs()).constBegin(); it != m_manager->store().objects(types::cronJobs()).constEnd(); ++it)
        m_manager->enqueue(this, it.key());
}

void CronJobController::observe(const StoreEvent &event)
{
    if (event.type == &types::cronJobs() && event.eventType != "DELETED")
        m_manager->enqueue(this, event.key);
    else if (event.type == &types::jobs() && event.eventType != "ADDED")
        if (const StoredObject *owner = m_manager->controllerOf(types::cronJobs(), event.object))
            m_manager->enqueue(this, ObjectStore::keyOf(owner->selectable->namespaceName, owner->selectable->name));
}

void CronJobController::sync(const QString &key)
{
    ObjectStore &store = m_manager->store();
    const QString ns = key.section(QLatin1Char('/'), 0, 0);
    const QString name = key.section(QLatin1Char('/'), 1);
    const StoredObject *stored = store.find(types::cronJobs(), ns, name);
    if (!stored || stored->selectable->terminating)
        return;
    QJsonObject cronJob = stored->object();
    const QJsonObject spec = ObjectMeta::child(cronJob, "spec");
    const QJsonObject status = ObjectMeta::child(cronJob, "status");
    const CronSchedule schedule = CronSchedule::parse(spec.value(QLatin1String("schedule")).toString());
    if (!schedule.isValid())
        return;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QJsonObject next = status;
    // Finished and active Jobs, oldest first by their scheduled minute (the name's suffix).
    QList<QJsonObject> succeeded, failed;
    QJsonArray active;
    QList<StoredObject> owned = m_manager->controlledBy(types::jobs(), ns, name + QLatin1Char('-'), stored->selectable->uid);
    std::sort(owned.begin(), owned.end(), [](const StoredObject &a, const StoredObject &b) { return a.selectable->name < b.selectable->name; });
    for (const StoredObject &jobStored : owned) {
        const QJsonObject job = jobStored.object();
        QString finished;
        for (const QJsonValue &condition : ObjectMeta::child(job, "status").value(QLatin1String("conditions")).toArray())
            if (condition.toObject().value(QLatin1String("status")) == QLatin1String("True"))
                finished = condition.toObject().value(QLatin1String("type")).toString();
        if (finished == QLatin1String("Complete")) {
            succeeded.append(job);
            next.insert(u"lastSuccessfulTime"_s, ObjectMeta::child(job, "status").value(QLatin1String("completionTime")));
        } else if (finished == QLatin1String("Failed")) {
            failed.append(job);
        } else {
            active.append(QJsonObject{{u"kind"_s, u"Job"_s}, {u"namespace"_s, ns}, {u"name"_s, ObjectMeta::name(job)}, {u"uid"_s, ObjectMeta::uid(job)},
                                      {u"apiVersion"_s, u"batch/v1"_s}, {u"resourceVersion"_s, ObjectMeta::metadata(job).value(QLatin1String("resourceVersion"))}});
        }
    }
    const QDateTime last = QDateTime::fromString(status.value(QLatin1String("lastScheduleTime")).toString(), Qt::ISODate);
    const QDateTime since = last.isValid() ? last : QDateTime::fromString(ObjectMeta::metadata(cronJob).value(QLatin1String("creationTimestamp")).toString(), Qt::ISODate);
    const QDateTime due = schedule.lastBetween(since, now);
    const bool forbidConcurrent = spec.value(QLatin1String("concurrencyPolicy")).toString() == QLatin1String("Forbid");
    if (due.isValid() && !spec.value(QLatin1String("suspend")).toBool() && !(forbidConcurrent && !active.isEmpty())) {
        const QString jobName = u"%1-%2"_s.arg(name).arg(due.toSecsSinceEpoch() / 60);
        if (!store.find(types::jobs(), ns, jobName)) {
            const QJsonObject jobTemplate = spec.value(QLatin1String("jobTemplate")).toObject();
            QJsonObject metadata = jobTemplate.value(QLatin1String("metadata")).toObject();
            metadata.insert(u"name"_s, jobName);
            metadata.insert(u"namespace"_s, ns);
            metadata.insert(u"ownerReferences"_s, QJsonArray{ObjectMeta::ownerReference(types::cronJobs(), cronJob)});
            QJsonObject annotations = metadata.value(QLatin1String("annotations")).toObject();
            annotations.insert(u"batch.kubernetes.io/cronjob-scheduled-timestamp"_s, due.toString(Qt::ISODate));
            metadata.insert(u"annotations"_s, annotations);
            const QJsonObject job = store.create(types::jobs(), QJsonObject{{u"metadata"_s, metadata}, {u"spec"_s, jobTemplate.value(QLatin1String("spec"))}}).object();
            active.append(QJsonObject{{u"kind"_s, u"Job"_s}, {u"namespace"_s, ns}, {u"name"_s, jobName}, {u"uid"_s, ObjectMeta::uid(job)},
                                      {u"apiVersion"_s, u"batch/v1"_s}, {u"resourceVersion"_s, ObjectMeta::metadata(job).value(QLatin1String("resourceVersion"))}});
            m_manager->recordEvent(types::cronJobs(), cronJob, u"Normal"_s, u"SuccessfulCreate"_s, u"Created job %1"_s.arg(jobName), u"cronjob-controller"_s);
        }
        next.insert(u"lastScheduleTime"_s, due.toString(Qt::ISODate));
    }
    if (active.isEmpty())
        next.remove(u"active"_s);
    else
        next.insert(u"active"_s, active);
    const int keepSucceeded = spec.value(QLatin1String("successfulJobsHistoryLimit")).toInt(3);
    const int keepFailed = spec.value(QLatin1String("failedJobsHistoryLimit")).toInt(1);
    for (qsizetype i = 0; i + keepSucceeded < succeeded.size(); ++i)
        m_manager->garbageCollector().remove(types::jobs(), ns, ObjectMeta::name(succeeded.at(i)), Propagation::Background);
    for (qsizetype i = 0; i + keepFailed < failed.size(); ++i)
        m_manager->garbageCollector().remove(types::jobs(), ns, ObjectMeta::name(failed.at(i)), Propagation::Background);
    if (next != status) {
        cronJob = store.find(types::cronJobs(), ns, name)->object();
        cronJob.insert(u"status"_s, next);
        store.update(types::cronJobs(), cronJob);
    }
    const QDateTime upcoming = schedule.nextAfter(now);
    const qint64 wait = upcoming.isValid() ? now.msecsTo(upcoming) + 50 : maxWaitMs;
    m_manager->enqueue(this, key, int(std::clamp<qint64>(wait, 50, maxWaitMs)));
}

} // namespace kube::sim
