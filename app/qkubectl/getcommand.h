// SPDX-FileCopyrightText: 2026 qkube authors
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "config/restconfig.h"
#include "core/objectlist.h"
#include "packedrows.h"
#include "printers/jsonpath.h"
#include "printers/printer.h"
#include "rest/restmapper.h"
#include "tableprinter.h"

#include <QJsonArray>
#include <QObject>

// `qkubectl get`, as kubectl 1.32 runs it: the arguments name types (any form the RESTMapper resolves,
// several with commas, categories such as "all") and names, or TYPE/NAME pairs; each type or name is fetched
// in turn, then everything is printed (one table per type, `kind/name` names when several types show, or one
// List for json/yaml/name/jsonpath/custom-columns), then the errors, each on its line. Lives on the main
// thread; emits finished() with kubectl's exit code once the output is written.
class GetCommand : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        QStringList arguments; // what follows "get"
        QString programName;   // in kubectl's usage errors, where kubectl names itself
        QString namespaceName, output, labelSelector, fieldSelector, sortBy;
        QStringList labelColumns; // -L, each key once per flag value
        bool allNamespaces = false, noHeaders = false, showLabels = false, showManagedFields = false;
        bool watch = false, watchEvents = false, stats = false;
        bool allowMissingTemplateKeys = true; // a template's missing field prints nothing, not an error
        QString journal;                      // with watch: the JSON-lines file it is recorded to
        qint64 chunkSize = 500;
    };

    GetCommand(kube::RestClient *client, kube::RestConfig config, Options options, QObject *parent = nullptr);
    void run();

Q_SIGNALS:
    void finished(int exitCode);

private:
    // One request's worth: a list of one type (all its pages) or one named object.
    struct Fetch
    {
        kube::ApiResource resource;
        QString name;
    };
    // What a fetch brought: a Table (human-readable output), or objects.
    struct Info
    {
        kube::ApiResource resource;
        QJsonObject table; // columnDefinitions; with --sort-by, the rows of all pages too
        // Without --sort-by, each row as it is printed from: namespace, labels (compact JSON, only when a
        // label column shows), then the cells as text; a page's JSON is dropped as soon as it is read.
        PackedRows rows;
        QJsonArray objects;
        bool fromList = false;
    };

    void resolve(const kube::Discovery &discovery);
    void watch(const kube::ApiResource &resource, const QString &name);
    void startWatch(const kube::ApiResource &resource, const QString &name,
                    std::shared_ptr<const kube::Printer> printer);
    void fetchNext();
    void fetchPage(const QString &continueToken);
    // A page of a list of objects, decoded as it arrived (from JSON or protobuf).
    void listFetched(const kube::ObjectList &list, const QString &url, bool firstPage);
    // One object of the fetch at m_next, in its output's form (kind and apiVersion set, fields cut).
    void addObject(Info &info, QJsonObject object);
    // The page of the fetch at m_next is read: the next page, or the next fetch.
    void pageDone(const QString &continueToken);
    void addColumnsRow(const QJsonObject &object);
    void keepObject(Info &info, const QJsonObject &object);
    void printTables();
    void printGeneric();
    void done();
    void fail(const QString &message);
    bool humanReadable() const;

    kube::RestClient *m_client;
    kube::RestConfig m_config;
    Options m_options;
    QList<Fetch> m_fetches;
    qsizetype m_next = 0;
    bool m_singleItemImplied = false;
    QList<Info> m_infos;
    QList<kube::Error> m_errors;
    // -o custom-columns without --sort-by: each object's row is made as its page arrives (the objects are not
    // kept), up to the first object a column's template fails on.
    QList<kube::JsonPath> m_columnPaths;
    bool m_columnsStream = false;
    PackedRows m_columnRows;
    kube::Error m_columnError;
    // -o jsonpath without --sort-by: the fields of each item the template reads (nullopt: it may read any),
    // and how many objects are kept so far.
    std::optional<QList<QStringList>> m_itemReads;
    qsizetype m_objectsKept = 0;
};
