ò
$/apis/stable.example.com/v1/crontabsÉ‹
stableExampleCom_v1list objects of kind CronTab*-listStableExampleComV1CronTabForAllNamespaces2application/json2application/yaml:application/json:application/yamlJ]
B
200;
9
OK3
1
/#/definitions/com.example.stable.v1.CronTabList

401

UnauthorizedRhttpsj
x-kubernetes-actionlist
jY
x-kubernetes-group-version-kind64group: stable.example.com
kind: CronTab
version: v1
J-+
)#/parameters/allowWatchBookmarks-HC2hJt-JJ" 
#/parameters/continue-QfD61s0iJ'%
##/parameters/fieldSelector-xIcQKXFGJ'%
##/parameters/labelSelector-5Zw57w4CJ
#/parameters/limit-1NfNmdNHJ 
#/parameters/pretty-nN7o5FEqJ)'
%#/parameters/resourceVersion-5WAnf1kxJ.,
*#/parameters/resourceVersionMatch-t8XhRHeCJ+)
'#/parameters/sendInitialEvents-rLXlEK_kJ(&
$#/parameters/timeoutSeconds-yvYezaOCJ
#/parameters/watch-XNNPZGbKÜ
;/apis/stable.example.com/v1/namespaces/{namespace}/crontabsœž
stableExampleCom_v1list objects of kind CronTab*'listStableExampleComV1NamespacedCronTab2application/json2application/yaml:application/json:application/yamlB-+
)#/parameters/allowWatchBookmarks-HC2hJt-JB" 
#/parameters/continue-QfD61s0iB'%
##/parameters/fieldSelector-xIcQKXFGB'%
##/parameters/labelSelector-5Zw57w4CB
#/parameters/limit-1NfNmdNHB)'
%#/parameters/resourceVersion-5WAnf1kxB.,
*#/parameters/resourceVersionMatch-t8XhRHeCB+)
'#/parameters/sendInitialEvents-rLXlEK_kB(&
$#/parameters/timeoutSeconds-yvYezaOCB
#/parameters/watch-XNNPZGbKJ]
B
200;
9
OK3
1
/#/definitions/com.example.stable.v1.CronTabList

401

UnauthorizedRhttpsj
x-kubernetes-actionlist
jY
x-kubernetes-group-version-kind64group: stable.example.com
kind: CronTab
version: v1
"î
stableExampleCom_v1create a CronTab*)createStableExampleComV1NamespacedCronTab2application/json2application/yaml:application/json:application/yamlBA
?
=bodybody *-
+#/definitions/com.example.stable.v1.CronTabBž
›˜•queryøWhen present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed"dryRun2string B&$
"#/parameters/fieldManager-Qy4HdaTWBÜ
ÙÖÓquery­fieldValidation instructs the server on how to handle objects in the request (POST/PUT/PATCH) containing unknown or duplicate fields. Valid values are: - Ignore: This will ignore any unknown fields that are silently dropped from the object, and will ignore all but the last duplicate field that the decoder encounters. This is the default behavior prior to v1.23. - Warn: This will send a warning via the standard warning response header for each unknown field that is dropped from the object, and for each duplicate field that is encountered. The request will still succeed if there are no other errors, and will only persist the last of any duplicate fields. This is the default in v1.23+ - Strict: This will fail the request with a BadRequest error if any unknown fields would be dropped from the object, or if any duplicate fields are present. The error returned from the server will contain all unknown and duplicate fields encountered."fieldValidation2string Jä
>
2007
5
OK/
-
+#/definitions/com.example.stable.v1.CronTab
C
201<
:
Created/
-
+#/definitions/com.example.stable.v1.CronTab
D
202=
;
Accepted/
-
+#/definitions/com.example.stable.v1.CronTab

401

UnauthorizedRhttpsj
x-kubernetes-actionpost
jY
x-kubernetes-group-version-kind64group: stable.example.com
kind: CronTab
version: v1
*À
stableExampleCom_v1delete collection of CronTab*3deleteStableExampleComV1CollectionNamespacedCronTab2application/json2application/yaml:application/json:application/yamlB-+
)#/parameters/allowWatchBookmarks-HC2hJt-JB" 
#/parameters/continue-QfD61s0iB'%
##/parameters/fieldSelector-xIcQKXFGB'%
##/parameters/labelSelector-5Zw57w4CB
#/parameters/limit-1NfNmdNHB)'
%#/parameters/resourceVersion-5WAnf1kxB.,
*#/parameters/resourceVersionMatch-t8XhRHeCB+)
'#/parameters/sendInitialEvents-rLXlEK_kB(&
$#/parameters/timeoutSeconds-yvYezaOCB
#/parameters/watch-XNNPZGbKJg
L
200E
C
OK=
;
9#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Status

401

UnauthorizedRhttpsj*
x-kubernetes-actiondeletecollection
jY
x-kubernetes-group-version-kind64group: stable.example.com
kind: CronTab
version: v1
J#!
#/parameters/namespace-vgWSWtn3J 
#/parameters/pretty-nN7o5FEqý(
B/apis/stable.example.com/v1/namespaces/{namespace}/crontabs/{name}¶(©
stableExampleCom_v1read the specified CronTab*'readStableExampleComV1NamespacedCronTab2application/json2application/yaml:application/json:application/yamlB)'
%#/parameters/resourceVersion-5WAnf1kxJY
>
2007
5
OK/
-
+#/definitions/com.example.stable.v1.CronTab

401

UnauthorizedRhttpsj
x-kubernetes-actionget
jY
x-kubernetes-group-version-kind64group: stable.example.com
kind: CronTab
version: v1
µ
stableExampleCom_v1replace the specified CronTab**replaceStableExampleComV1NamespacedCronTab2application/json2application/yaml:application/json:application/yamlBA
?
=bodybody *-
+#/definitions/com.example.stable.v1.CronTabBž
›˜•queryøWhen present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed"dryRun2string B&$
"#/parameters/fieldManager-Qy4HdaTWBÜ
ÙÖÓquery­fieldValidation instructs the server on how to handle objects in the request (POST/PUT/PATCH) containing unknown or duplicate fields. Valid values are: - Ignore: This will ignore any unknown fields that are silently dropped from the object, and will ignore all but the last duplicate field that the decoder encounters. This is the default behavior prior to v1.23. - Warn: This will send a warning via the standard warning response header for each unknown field that is dropped from the object, and for each duplicate field that is encountered. The request will still succeed if there are no other errors, and will only persist the last of any duplicate fields. This is the default in v1.23+ - Strict: This will fail the request with a BadRequest error if any unknown fields would be dropped from the object, or if any duplicate fields are present. The error returned from the server will contain all unknown and duplicate fields encountered."fieldValidation2string Jž
>
2007
5
OK/
-
+#/definitions/com.example.stable.v1.CronTab
C
201<
:
Created/
-
+#/definitions/com.example.stable.v1.CronTab

401

UnauthorizedRhttpsj
x-kubernetes-actionput
jY
x-kubernetes-group-version-kind64group: stable.example.com
kind: CronTab
version: v1
*¤
stableExampleCom_v1delete a CronTab*)deleteStableExampleComV1NamespacedCronTab2application/json2application/yaml:application/json:application/yamlB
#/parameters/body-2Y1dVQaQBž
›˜•queryøWhen present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed"dryRun2string B,*
(#/parameters/gracePeriodSeconds--K5HaBOSB*(
&#/parameters/orphanDependents-uRB25kX5B+)
'#/parameters/propagationPolicy-6jk3prlOJ»
L
200E
C
OK=
;
9#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Status
R
202K
I
Accepted=
;
9#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.Status

401

UnauthorizedRhttpsj 
x-kubernetes-action	delete
jY
x-kubernetes-group-version-kind64group: stable.example.com
kind: CronTab
version: v1
B«
stableExampleCom_v1&partially update the specified CronTab*(patchStableExampleComV1NamespacedCronTab2application/json2application/yaml:application/json-patch+json:application/merge-patch+json:application/apply-patch+yamlB
#/parameters/body-78PwaGsrBž
›˜•queryøWhen present, indicates that modifications should not be persisted. An invalid or unrecognized dryRun directive will result in an error response and no further processing of the request. Valid values are: - All: all dry run stages will be processed"dryRun2string B&$
"#/parameters/fieldManager-7c6nTn1TBÜ
ÙÖÓquery­fieldValidation instructs the server on how to handle objects in the request (POST/PUT/PATCH) containing unknown or duplicate fields. Valid values are: - Ignore: This will ignore any unknown fields that are silently dropped from the object, and will ignore all but the last duplicate field that the decoder encounters. This is the default behavior prior to v1.23. - Warn: This will send a warning via the standard warning response header for each unknown field that is dropped from the object, and for each duplicate field that is encountered. The request will still succeed if there are no other errors, and will only persist the last of any duplicate fields. This is the default in v1.23+ - Strict: This will fail the request with a BadRequest error if any unknown fields would be dropped from the object, or if any duplicate fields are present. The error returned from the server will contain all unknown and duplicate fields encountered."fieldValidation2string B
#/parameters/force-tOGGb0YiJY
>
2007
5
OK/
-
+#/definitions/com.example.stable.v1.CronTab

401

UnauthorizedRhttpsj
x-kubernetes-actionpatch
jY
x-kubernetes-group-version-kind64group: stable.example.com
kind: CronTab
version: v1
J4
20".pathname of the CronTab"name*string˜J#!
#/parameters/namespace-vgWSWtn3J 
#/parameters/pretty-nN7o5FEq
Æ
com.example.stable.v1.CronTab¤²
objectÊ³
¾

apiVersion¯"¡APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources²
string
¹
kind°"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds²
string
Ò
metadataÅ
=#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"ƒStandard object's metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata
_
specW²
objectÊI

cronSpec²
string

image²
string

replicas²	
integerú_
x-kubernetes-group-version-kind<:- group: stable.example.com
  kind: CronTab
  version: v1

Ï	
!com.example.stable.v1.CronTabList©	" CronTabList is a list of CronTabšitems²
objectÊŠ
¾

apiVersion¯"¡APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources²
string
¸
items®"pList of crontabs. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md²
arrayº/
-
+#/definitions/com.example.stable.v1.CronTab
¹
kind°"¢Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds²
string
Ï
metadataÂ
;#/definitions/io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta"‚Standard list metadata. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kindsúc
x-kubernetes-group-version-kind@>- group: stable.example.com
  kind: CronTabList
  version: v1
