import type { Messages } from "./en";

export const es: Messages = {
  "meta.description":
    "Busque los comunicados de prensa y las declaraciones oficiales de los 193 Estados Miembros de las Naciones Unidas, los Estados observadores y las organizaciones intergubernamentales, en árabe, chino, español, francés, inglés y ruso.",
  "meta.tagline":
    "Declaraciones oficiales de los Estados Miembros de las Naciones Unidas, con búsqueda en seis idiomas",
  "og.statement": "Declaración oficial",
  "og.languages": "árabe · chino · inglés · francés · ruso · español",

  "a11y.skipToContent": "Ir al contenido principal",
  "a11y.skipToResults": "Ir a los resultados",
  "a11y.mainNavigation": "Menú principal",
  "a11y.footerNavigation": "Acerca de {product}",
  "a11y.languageSwitcher": "Idioma de la interfaz",
  "a11y.homeLink": "{product}, página de inicio",
  "a11y.pageLoading": "Cargando la página…",
  "a11y.pageLoaded": "{title}",

  "nav.home": "Inicio",
  "nav.search": "Búsqueda",
  "nav.analytics": "Análisis",
  "nav.analyticsTool": "Herramienta de análisis",
  "nav.report": "Informe",
  "nav.reportWithCount":
    "{count, plural, one {Informe, # declaración} many {Informe, # declaraciones} other {Informe, # declaraciones}}",
  "nav.about": "Acerca de",
  "nav.methodology": "Metodología",
  "nav.coverage": "Cobertura",
  "nav.articles": "Artículos",
  "nav.privacyPolicy": "Política de privacidad",
  "nav.contact": "Contacto",
  "nav.disclaimer": "Descargo de responsabilidad",
  "nav.partners": "Asociados",
  "nav.apiDocs": "API",

  "connectivity.offline": "No tiene conexión. Las páginas que ya abrió siguen disponibles.",
  "connectivity.online": "Vuelve a tener conexión.",

  "searchBox.label": "Buscar declaraciones por tema o país",
  "searchBox.analyticsLabel": "Tema o país que representar",
  "searchBox.analyticsPlaceholder": "Un tema o un país que representar, p. ej., clima, Sudán",
  "searchBox.placeholder": "Un tema o un país, p. ej., clima, Sudán",
  "searchBox.submit": "Buscar",
  "searchBox.suggestions": "Países",
  "searchBox.countrySuggestion": "Declaraciones emitidas por {country}",

  "advanced.title": "Búsqueda avanzada",
  "advanced.all": "Todas estas palabras",
  "advanced.allHint": "Deben aparecer todas las palabras, en cualquier forma.",
  "advanced.exact": "Esta frase exacta",
  "advanced.exactHint": "Las palabras juntas y en este orden.",
  "advanced.any": "Cualquiera de estas palabras",
  "advanced.anyHint": "Al menos una de las palabras.",
  "advanced.none": "Ninguna de estas palabras",
  "advanced.noneHint": "Se excluyen las declaraciones que contengan cualquiera de estas palabras.",
  "advanced.chip": "{field}: {words}",

  "home.title": "¿Qué dijeron los Estados?",
  "home.latest": "Últimos comunicados",
  "home.allLatest": "Todos los últimos comunicados",
  "home.holdings": "Lo que contiene el índice",
  "home.newestDate": "Comunicado más reciente: {date}",
  "home.lead":
    "{product} busca en los comunicados de prensa y las declaraciones oficiales de los 193 Estados Miembros de las Naciones Unidas, los Estados observadores y las organizaciones intergubernamentales, en los seis idiomas oficiales de las Naciones Unidas.",
  "home.statementsIndexed":
    "{count, plural, =0 {Aún no hay declaraciones indexadas} one {# declaración indexada} many {# declaraciones indexadas} other {# declaraciones indexadas}}",
  "home.memberStatesCovered":
    "{count, plural, one {# Estado Miembro cubierto} many {# Estados Miembros cubiertos} other {# Estados Miembros cubiertos}} de {total}",
  "home.figures": "El índice en cifras",
  "home.statsUnavailable": "Las cifras no están disponibles en este momento.",
  "home.explore": "Explorar",
  "home.exploreSearch": "Busque por tema o país, filtre por grupo y período, y ordene los resultados.",
  "home.exploreAnalytics":
    "Vea con qué frecuencia y dónde hablaron los Estados de un tema a lo largo del tiempo.",
  "home.exploreReport": "Reúna declaraciones en un informe para imprimirlo, descargarlo y compartirlo.",

  "search.title": "Búsqueda",
  "search.titleWithQuery": "«{query}»: búsqueda",
  "search.titleOr": "O",
  "search.heading": "Resultados de la búsqueda",
  "search.prompt": "Escriba un tema o un país en el cuadro de búsqueda para encontrar declaraciones.",
  "search.total":
    "{count, plural, =0 {Ninguna declaración} one {# declaración} many {# declaraciones} other {# declaraciones}}",
  "search.totalEstimated":
    "{count, plural, one {Aproximadamente # declaración} many {Aproximadamente # declaraciones} other {Aproximadamente # declaraciones}}",
  "search.noResults.title": "No se encontraron resultados",
  "search.emptyIndex": "Todavía no se ha indexado ningún comunicado.",
  "search.noResults.text": "Parece que no hay resultados para su búsqueda.",
  "search.noResults.coarseDates":
    "{count, plural, one {# comunicado fechado solo por mes o año coincide en parte con este periodo} many {# comunicados fechados solo por mes o año coinciden en parte con este periodo} other {# comunicados fechados solo por mes o año coinciden en parte con este periodo}}, pero ninguno cae por completo dentro de él.",
  "search.noResults.includeCoarse": "Incluirlos",
  "search.noResults.filters":
    "Se debe a sus filtros: sin ellos, {estimated, select, yes {aproximadamente } other {}}{count, plural, one {# comunicado coincide} many {# comunicados coinciden} other {# comunicados coinciden}}.",
  "search.noResults.withoutFilters": "Buscar sin los filtros",
  "search.coarseMore":
    "{count, plural, one {Otro comunicado, fechado solo por mes o año, coincide en parte con este periodo.} many {Otros # comunicados, fechados solo por mes o año, coinciden en parte con este periodo.} other {Otros # comunicados, fechados solo por mes o año, coinciden en parte con este periodo.}}",
  "search.partial.heading": "Declaraciones con algunas de sus palabras",
  "search.partial.note": "No contienen todas las palabras de su búsqueda y no se cuentan arriba.",
  "translate.switch": "Buscar en los seis idiomas",
  "translate.heading": "Equivalentes buscados en los demás idiomas",
  "translate.clause": "«{text}» también se busca como:",
  "translate.excludedClause": "«{text}» se excluye, y también:",
  "translate.machine": "(traducción automática)",
  "translate.remove": "Dejar de buscar «{text}» ({language})",
  "translate.restore": "Volver a buscar «{text}» ({language})",
  "translate.untranslated": "Sin traducir, buscado tal como se escribió: {terms}",
  "translate.readIn":
    "Idioma de la búsqueda: {language} ({by, select, script {por su escritura} detected {por sus palabras} filter {por su filtro de idioma} interface {idioma de esta página} other {por defecto}}). {translated, select, yes {También se buscan sus equivalentes en los demás idiomas.} other {Solo se buscan declaraciones en este idioma; active «{switch}» para buscar también en los demás.}}",
  "translate.statementsBy": "Declaraciones de: {country}",
  "translate.offer":
    "Nada en el idioma de su búsqueda, pero {estimated, select, yes {aproximadamente } other {}}{count, plural, one {# declaración coincide} many {# declaraciones coinciden} other {# declaraciones coinciden}} en los demás idiomas de las Naciones Unidas.",
  "results.matched": "Coincidencia: {text}",
  "search.errorQueryTooLong": "La búsqueda es demasiado larga: utilice 1000 caracteres como máximo.",
  "search.errorTooManyTerms": "La búsqueda tiene demasiadas palabras: utilice 32 como máximo.",
  "search.errorStopWordsOnly":
    "La búsqueda solo contiene palabras muy comunes (como «el» o «de»), que coincidirían con casi todas las declaraciones. Añada una palabra más específica.",
  "search.errorInvalid":
    "No se pudo interpretar parte de la búsqueda. Revise los filtros y vuelva a intentarlo.",
  "search.invalidParam":
    "«{value}» no es un valor válido para «{label}»: se ha omitido y se ha aplicado el resto de la búsqueda.",
  "search.mistypedParam":
    "«{name}» en la dirección no es un ajuste de esta página y se ha omitido. ¿Quería decir «{meant}»?",
  "search.tooSlow":
    "Esta búsqueda tardó demasiado y se detuvo. Acótela: menos palabras entre comillas, un período, un país o un idioma.",
  "search.unavailable":
    "La búsqueda no está disponible en este momento. Vuelva a intentarlo dentro de unos minutos.",
  "search.originalLink": "Original en el sitio web del emisor",
  "statement.backToResults": "Volver a los resultados",
  "statement.matchesLabel": "Las palabras de su búsqueda en este texto",
  "statement.matchTotal":
    "{total, plural, one {# coincidencia de su búsqueda} many {# coincidencias de su búsqueda} other {# coincidencias de su búsqueda}}",
  "statement.matchPosition": "Coincidencia {current, number} de {total, number}",
  "statement.previousMatch": "Anterior",
  "statement.nextMatch": "Siguiente",
  "statement.noMatchAtAll": "Las palabras de su búsqueda no están en esta declaración, leídas en su idioma.",
  "statement.noMatchInText":
    "Las palabras de su búsqueda no están en el texto mismo: esta declaración coincidió por su título.",
  "statement.ocrNotice":
    "Este texto se obtuvo por reconocimiento óptico de caracteres (OCR) a partir de un documento escaneado y puede contener errores. El documento original es el que da fe.",
  "statement.ocrOriginal": "Abrir el documento original",
  "statement.provenance": "Acerca de este comunicado",
  "statement.source": "Fuente",
  "statement.session": "Período de sesiones",
  "statement.speaker": "Orador",
  "statement.speakerSeparator": ", ",
  "statement.symbol": "Signatura del documento",
  "statement.indexed": "Indexado el",
  "joint.label":
    "{count, plural, one {Declaración conjunta · # firmante} many {Declaración conjunta · # firmantes} other {Declaración conjunta · # firmantes}}",
  "joint.signatories": "Firmantes",
  "joint.unread": "También nombrados, no reconocidos como Estados: {names}",
  "joint.publications": "Publicada por",
  "joint.publication": "{country}, leída el {date}",
  "versions.alsoIn": "También en",
  "statement.moreFromCountry": "Más comunicados: {country}",
  "statement.samePeriod":
    "{precision, select, day {Otros comunicados del {date}} month {Otros comunicados de {date}} other {Otros comunicados de {date}}}",
  "search.errorPageTooDeep":
    "Solo se pueden consultar los primeros 10.000 resultados. Acote la búsqueda o expórtela.",
  "search.pastLastPage": "La página {page, number} está más allá de la última página ({last, number}).",
  "search.goToLastPage": "Ir a la última página",
  "search.resultMeta": "{country} · {date} · {language}",

  "filters.title": "Filtros",
  "filters.openSheet":
    "{count, plural, =0 {Filtros} one {Filtros (#)} many {Filtros (#)} other {Filtros (#)}}",
  "filters.showResults": "Ver los resultados",
  "filters.estimated": "Cifras estimadas a partir de una muestra de uno de cada dieciséis resultados.",
  "filters.period": "Período",
  "filters.resetDate": "Restablecer el filtro de fecha",
  "filters.anyTime": "Cualquier fecha",
  "filters.includeCoarseDates":
    "Incluir los comunicados fechados solo por mes o año que coinciden en parte con el periodo",
  "filters.coarseIncluded": "{period}, con los comunicados fechados por mes o año",
  "filters.today": "Hoy",
  "filters.yesterday": "Ayer",
  "filters.past3Days": "Últimos 3 días",
  "filters.pastWeek": "Última semana",
  "filters.pastMonth": "Último mes",
  "filters.pastYear": "Último año",
  "filters.past2Years": "Últimos 2 años",
  "filters.customRange": "Intervalo personalizado",
  "filters.from": "Desde",
  "filters.to": "Hasta",
  "filters.groups": "Grupos",
  "filters.within": "{group} › {country}",
  "filters.narrowedTo": "Solo {countries}",
  "filters.issuerRule": "Un país elegido dentro de un grupo marcado limita el grupo a ese país.",
  "filters.blocs": "Bloques",
  "filters.chooseBlocs": "Agrupaciones intergubernamentales",
  "filters.blocRule":
    "Una declaración cuenta para un bloque si su emisor era miembro en la fecha de la declaración.",
  "filters.knownBlocs": "Los bloques son: {blocs}.",
  "filters.countries": "País emisor",
  "filters.findCountry": "Buscar un país",
  "filters.language": "Idioma",
  "filters.apply": "Aplicar filtros",
  "filters.active": "Filtros activos",
  "filters.remove": "Quitar filtro: {label}",
  "filters.clearAll": "Borrar todos los filtros",

  "sort.label": "Ordenar por",
  "sort.recent": "Más recientes",
  "sort.oldest": "Más antiguas",
  "sort.country": "Países de la A a la Z",
  "sort.relevance": "Relevancia",
  "sort.apply": "Ordenar",

  "results.loading": "Cargando resultados…",
  "results.loadMore": "Cargar más resultados",
  "results.loadingMore": "Cargando más resultados…",
  "results.loaded":
    "{count, plural, one {Se cargó # resultado más} many {Se cargaron # resultados más} other {Se cargaron # resultados más}}",
  "results.previousPage": "Página anterior",
  "results.end": "Fin de los resultados.",
  "results.export": "Exportar todos los resultados:",
  "results.exportCsv": "CSV",
  "results.exportXlsx": "Excel (XLSX)",
  "results.exportJson": "JSON",
  "results.feed": "Seguir esta búsqueda (fuente Atom)",

  "actions.view": "Ver",
  "actions.download": "Descargar",
  "actions.downloadTxt": "Texto ({extension})",
  "actions.downloadHtml": "Página web ({extension})",
  "actions.downloadDocx": "Word ({extension})",
  "actions.print": "Imprimir",
  "actions.copyLink": "Copiar enlace",
  "actions.copied": "¡Copiado en el portapapeles!",
  "actions.copyFailed":
    "No se pudo copiar el enlace. Cópielo de la barra de direcciones de la página de la declaración.",
  "actions.addToReport": "Añadir al informe",
  "actions.removeFromReport": "Quitar del informe",

  "report.title": "Informe",
  "report.untitled": "Informe sin título",
  "report.titleField": "Título de su informe",
  "report.lead":
    "Su informe reúne las declaraciones que añada desde los resultados de búsqueda. Se guarda en este navegador: no se envía nada a nuestro servidor.",
  "report.loading": "Abriendo su informe…",
  "report.count":
    "{count, plural, one {# declaración} many {# declaraciones} other {# declaraciones}} en su informe",
  "report.note": "Su nota",
  "report.printSource": "Fuente:",
  "report.moveUp": "Subir",
  "report.moveDown": "Bajar",
  "report.downloadCsv": "Descargar CSV",
  "report.downloadJson": "Descargar JSON",
  "report.downloadDocx": "Descargar DOCX",
  "report.downloadPdf": "Descargar PDF",
  "report.preparing": "Preparando el archivo…",
  "report.downloadFailed": "No se pudo crear el archivo. Inténtelo de nuevo en un momento.",
  "report.share": "Copiar un enlace para compartir",
  "report.shareNotesLeftOut":
    "Enlace copiado, sin sus notas: son demasiado largas para caber en un enlace. Incluye el título y las declaraciones.",
  "report.clear": "Vaciar el informe",
  "report.clearConfirm":
    "{count, plural, one {¿Quitar la declaración de su informe?} many {¿Quitar las # declaraciones de su informe?} other {¿Quitar las # declaraciones de su informe?}}",
  "report.shared.kicker": "Compartido con usted",
  "report.shared.lead":
    "{count, plural, one {# declaración.} many {# declaraciones, en el orden elegido por la persona que las compartió.} other {# declaraciones, en el orden elegido por la persona que las compartió.}}",
  "report.shared.missing":
    "{count, plural, one {# declaración del enlace ya no existe.} many {# declaraciones del enlace ya no existen.} other {# declaraciones del enlace ya no existen.}}",
  "report.shared.none":
    "Ninguna de las declaraciones de este enlace existe. Puede que se haya modificado o cortado.",
  "report.shared.cut":
    "Parece que este enlace se cortó: le faltan el título y las notas. Las declaraciones se muestran sin ellos.",
  "report.shared.damaged":
    "No se pudieron leer el título ni las notas de este enlace: puede que se haya modificado o cortado. Las declaraciones se muestran sin ellos.",
  "report.shared.partial":
    "Una parte del título y de las notas de este enlace no era válida y se ha omitido.",
  "report.shared.note": "Nota de la persona que lo compartió",
  "report.shared.keepTitle": "¿Conservar este informe?",
  "report.shared.mineEmpty": "Su propio informe está vacío. Leer este no guarda nada, salvo que lo conserve.",
  "report.shared.mine":
    "{count, plural, one {Su propio informe contiene # declaración.} many {Su propio informe contiene # declaraciones.} other {Su propio informe contiene # declaraciones.}} Seguirá igual, salvo que decida otra cosa.",
  "report.shared.open": "Convertirlo en mi informe",
  "report.shared.merge": "Añadir sus declaraciones a mi informe",
  "report.shared.replace":
    "{count, plural, one {Sustituir mi informe (# declaración) por este} many {Sustituir mi informe (# declaraciones) por este} other {Sustituir mi informe (# declaraciones) por este}}",
  "report.shared.justRead": "Solo leerlo",
  "report.shared.reading": "Está leyendo un informe compartido; su propio informe no ha cambiado.",
  "report.shared.showChoice": "Conservarlo…",
  "report.shared.choiceHelp":
    "Añadir conserva sus declaraciones, notas y título, y pone al final, con sus notas, las declaraciones compartidas que usted no tiene. Sustituir pone este informe, su título y sus notas en lugar del suyo.",
  "report.shared.openMine": "Abrir mi propio informe",
  "report.kept.replaced": "El informe compartido es ahora su informe.",
  "report.kept.merged":
    "{count, plural, =0 {Ya tenía todas las declaraciones compartidas: su informe no ha cambiado.} one {Se añadió # declaración compartida al final de su informe.} many {Se añadieron # declaraciones compartidas al final de su informe.} other {Se añadieron # declaraciones compartidas al final de su informe.}}",
  "report.empty.title": "Su informe está vacío",
  "report.empty.text":
    "Busque un tema o un país y, a continuación, elija «Añadir al informe» en las declaraciones que desee conservar.",
  "report.empty.action": "Iniciar una búsqueda",

  "analytics.title": "Análisis",
  "analytics.lead":
    "Con qué frecuencia hablaron los Estados de un tema a lo largo del tiempo, en comparación con otros temas, en qué lugares del mundo y cuántos de los {total} Estados Miembros lo hicieron.",
  "analytics.prompt":
    "Añada una palabra clave en la parte superior de la barra de búsqueda para mostrar el gráfico",
  "analytics.phraseHint":
    "«{term}» cuenta las declaraciones que contienen cada una de estas palabras en cualquier lugar.",
  "analytics.phraseLink": "Contar en su lugar la frase {phrase}",
  "analytics.sectionTrends": "Tendencias diplomáticas",
  "analytics.sectionComparison": "Comparación a lo largo del tiempo",
  "analytics.sectionMap": "Los 20 países principales",
  "analytics.sectionCoverage": "Estados Miembros que emitieron declaraciones",
  "analytics.notYet": "Los gráficos de «{query}» se están preparando y aparecerán aquí.",

  "analytics.titleWithQuery": "Análisis de «{query}»",
  "analytics.headingWithQuery": "Análisis de «{query}»",
  "analytics.seeStatements": "Ver las declaraciones coincidentes",
  "analytics.sectionGroups": "Declaraciones por grupo",
  "analytics.memberStatesText": "Estados Miembros que emitieron declaraciones coincidentes con «{query}»",
  "analytics.memberStatesFigure": "{count} de {total}",
  "analytics.statementsText": "Declaraciones coincidentes con «{query}»",
  "analytics.statementsFigure":
    "{count, plural, one {# declaración} many {# declaraciones} other {# declaraciones}}",
  "analytics.interval": "Intervalo",
  "analytics.intervalDay": "Día",
  "analytics.intervalWeek": "Semana",
  "analytics.intervalMonth": "Mes",
  "analytics.intervalYear": "Año",
  "analytics.intervalAuto": "elegido en función del período",
  "analytics.measure": "Mostrar",
  "analytics.measureCount": "Número de declaraciones",
  "analytics.measureShare": "Proporción del total de declaraciones",
  "analytics.trendsTitle": "Declaraciones coincidentes con «{query}», por período",
  "analytics.trendsShareTitle":
    "Proporción de declaraciones coincidentes con «{query}» sobre el total de declaraciones, por período",
  "analytics.chartDescription":
    "Del {from} al {to}, {interval, select, day {por día} week {por semana (las semanas empiezan el lunes)} month {por mes} other {por año}}, {measure, select, share {como proporción del total de declaraciones de cada período} other {como número de declaraciones}}. La tabla que figura debajo del gráfico recoge todas las cifras.",
  "analytics.estimated":
    "Estimados a partir de una muestra de una declaración de cada dieciséis: {labels}. La cifra de cada período tiene un margen de aproximadamente {error, number, percent}; la tabla marca estas cifras con ≈.",
  "analytics.quotedLabel": "«{label}»",
  "analytics.unplaced":
    "{count, plural, one {# declaración coincidente tiene} many {# declaraciones coincidentes tienen} other {# declaraciones coincidentes tienen}} una fecha menos precisa que {interval, select, day {un día} week {una semana} month {un mes} other {un año}} y no {count, plural, one {aparece} many {aparecen} other {aparecen}} en el gráfico; un intervalo más largo {count, plural, one {la incluye} many {las incluye} other {las incluye}}.",
  "analytics.noStatements": "Con estos filtros, ninguna declaración coincide con la búsqueda.",
  "analytics.tableSummary": "Las cifras en forma de tabla",
  "analytics.tablePeriod": "Período",
  "analytics.tableAll": "Total de declaraciones",
  "analytics.tableCount": "{label}: declaraciones",
  "analytics.tableShare": "{label}: proporción",
  "analytics.tableGroup": "Grupo",
  "analytics.tableStatements": "Declaraciones",
  "analytics.tableIssuers": "Miembros que emitieron declaraciones",
  "analytics.compareHint": "Represente su búsqueda junto a otros temas o países, hasta un máximo de {max}.",
  "analytics.comparedTerms": "Términos comparados",
  "analytics.compareLabel": "Otro tema o país",
  "analytics.compareAdd": "Comparar",
  "analytics.compareRemove": "Quitar «{term}» de la comparación",
  "analytics.compareLimit":
    "Se pueden comparar como máximo {max} términos con su búsqueda. Quite uno para añadir otro.",
  "analytics.comparisonTitle":
    "«{query}» en comparación con {count, plural, one {# término adicional} many {# términos adicionales} other {# términos adicionales}}, por período",
  "analytics.comparisonEmpty": "Añada un tema o un país arriba para representarlo junto a su búsqueda.",
  "analytics.errorTooManyCompared":
    "Se pueden comparar como máximo 4 términos con su búsqueda y se solicitaron más. Quite uno y vuelva a intentarlo.",
  "analytics.errorTooManyPeriods":
    "Este intervalo divide el período elegido en demasiados tramos. Elija un intervalo más largo o un período más corto.",
  "analytics.mapTitle": "Los 20 países con más declaraciones coincidentes con «{query}»",
  "analytics.groupsTitle": "Declaraciones coincidentes con «{query}», por grupo",
  "analytics.groupsDescription":
    "Para cada uno de los siete grupos: las declaraciones coincidentes y cuántos miembros del grupo emitieron al menos una.",
  "analytics.groupIssuers": "{issuers} de {members} miembros",
  "analytics.formerStates":
    "Los antiguos Estados Miembros, que hoy no pertenecen a ningún grupo, se cuentan aparte, con sus declaraciones coincidentes: {states}.",
  "analytics.formerState": "{name} ({count})",
  "analytics.kiribatiFiled":
    "Kiribati, que no pertenece a ningún grupo regional de las Naciones Unidas, se cuenta con los {group}, como en los filtros.",
  "analytics.formerStatesRow": "Antiguos Estados Miembros (contados aparte)",
  "voices.section": "Quién se ha pronunciado",
  "voices.lead":
    "Elija un bloque o grupo: el mapa y la tabla muestran cuáles de sus miembros publicaron una declaración que coincide con la búsqueda en el período, cuáles guardaron silencio y cuáles no cubrimos.",
  "voices.lensLabel": "Miembros de",
  "voices.lensNone": "Elija un bloque o grupo",
  "voices.lensBlocs": "Bloques",
  "voices.lensGroups": "Grupos",
  "voices.lensApply": "Mostrar",
  "voices.chooseLens": "Elija arriba un bloque o grupo para ver cuáles de sus miembros se han pronunciado.",
  "voices.unknownLens": "«{value}» no es un bloque ni un grupo que conozcamos.",
  "voices.knownBlocs": "Los bloques son: {names}.",
  "voices.knownGroups": "Los grupos son: {names}.",
  "voices.errorUnknown": "No conocemos este bloque o grupo.",
  "voices.summary":
    "{among}: {spoke} de {count, plural, one {# miembro} many {# miembros} other {# miembros}} se pronunciaron · {silent} en silencio · {notCovered} sin cobertura",
  "voices.periodRange": "Del {from} al {to}",
  "voices.periodFrom": "Desde el {from}",
  "voices.periodTo": "Hasta el {to}",
  "voices.periodAll": "En cualquier fecha",
  "voices.datesIncomplete":
    "No constan las fechas de adhesión de todos los miembros de este bloque: los que no la tienen cuentan como miembros durante todo el período.",
  "voices.sourceLink": "{among}: los miembros según la lista de la organización",
  "voices.asOf": "(al {date})",
  "voices.noMembers": "{among} no tenía miembros en este período.",
  "voices.mapTitle": "{among}: quién publicó una declaración que coincide con «{query}»",
  "voices.tableCaption": "{among}: quién se ha pronunciado sobre «{query}»",
  "voices.tableMember": "Miembro",
  "voices.tableStatus": "Situación",
  "voices.tableStatements": "Declaraciones coincidentes",
  "voices.tableFirst": "Primera",
  "voices.tableLast": "Última",
  "voices.lastBefore": "Última antes del período: {date}",
  "voices.tableCoverage": "Lo que tenemos",
  "voices.noneBefore": "Ninguna antes del período",
  "voices.notApplicable": "No aplica",
  "voices.coverageAll":
    "{count, plural, one {Tenemos # declaración del período} many {Tenemos # declaraciones del período} other {Tenemos # declaraciones del período}}",
  "voices.coverageOther":
    "{count, plural, one {Tenemos # otra declaración del período} many {Tenemos otras # declaraciones del período} other {Tenemos otras # declaraciones del período}}",
  "voices.coverageSource": "Una fuente activa, rastreada con éxito",
  "voices.coverageNone": "Ninguna declaración del período y ninguna fuente activa",
  "voices.memberFrom": "Miembro desde {date}",
  "voices.memberUntil": "Miembro hasta {date}",
  "voices.memberBetween": "Miembro de {from} a {until}",
  "voices.statusSpoke": "Se pronunció",
  "voices.statusSilent": "En silencio",
  "voices.statusNotCovered": "Sin cobertura",
  "voices.mapSpoke":
    "{count, plural, one {Se pronunció: # declaración} many {Se pronunció: # declaraciones} other {Se pronunció: # declaraciones}}",
  "voices.mapLabel": "{country}: {status}",
  "voices.legendTitle": "Se pronunciaron (declaraciones)",
  "voices.legendSilent":
    "En silencio: ninguna declaración coincidente en el período, aunque tenemos sus otras declaraciones o rastreamos su sitio",
  "voices.legendNotCovered": "Sin cobertura: no tenemos nada suyo en el período",
  "voices.legendNotMember": "No miembro",
  "voices.csvLink": "Descargar esta tabla (CSV)",
  "voices.briefing": "Nota informativa:",
  "voices.briefingWord": "Word",
  "voices.briefingPdf": "PDF",

  "charts.weekRange": "{from} – {to}",
  "charts.scrollHint":
    "Primero se muestran los períodos más recientes: deslice el gráfico para ver los anteriores.",
  "charts.keyboardHint": "{title}. Use las teclas de flecha para leer las cifras de cada período.",
  "charts.download": "Descargar",
  "charts.downloadsLabel": "Descargar «{chart}»",
  "charts.dataCsv": "Datos (CSV)",
  "charts.downloadFailed": "No se pudo crear el archivo en este navegador.",

  "analyticsTool.title": "Herramienta de análisis",
  "analyticsTool.lead":
    "Elija términos, países, grupos y un intervalo, y siga las declaraciones día a día en un calendario.",
  "analyticsTool.terms": "Términos",
  "analyticsTool.termsHint":
    "Su búsqueda es la palabra clave del cuadro en la parte superior de la página. Trace hasta otros cuatro términos a su lado:",
  "analyticsTool.compareLabel": "Comparar con (término {n})",
  "analyticsTool.intervalLabel": "Intervalo",
  "analyticsTool.intervalAuto": "Elegido en función del período",
  "analyticsTool.submit": "Trazar",
  "analyticsTool.timelineTitle": "Declaraciones por período",
  "analyticsTool.calendarTitle": "Día a día",
  "analyticsTool.calendarCaption": "Declaraciones por día en {month}. Cada día enlaza con sus resultados.",
  "analyticsTool.dayItem": "{label}: {count, number}",
  "analyticsTool.monthItem":
    "{label}: {count, plural, one {# declaración de la que solo se conoce el mes} many {# declaraciones de las que solo se conoce el mes} other {# declaraciones de las que solo se conoce el mes}}",
  "analyticsTool.calendarEmpty": "Ninguna declaración coincidente en este mes.",
  "analyticsTool.calendarEmptyDated":
    "Ninguna declaración coincidente de este mes está fechada por día o por mes.",
  "analyticsTool.yearDated":
    "«{label}»: {count, plural, one {# declaración está fechada solo por el año {year}: se cuenta aparte y no figura en el calendario.} many {# declaraciones están fechadas solo por el año {year}: se cuentan aparte y no figuran en el calendario.} other {# declaraciones están fechadas solo por el año {year}: se cuentan aparte y no figuran en el calendario.}}",
  "analyticsTool.yearDatedLink": "{count, plural, one {Verla} many {Verlas} other {Verlas}}",

  "coverage.title": "Cobertura",
  "coverage.lead":
    "Qué países cubre {product} y cuán recientes son sus declaraciones. Las fuentes son los sitios oficiales de ministerios de relaciones exteriores y misiones diplomáticas que lee nuestro rastreador; las declaraciones también pueden proceder de corpus importados, como el corpus de los debates generales de las Naciones Unidas, por lo que un país puede tener declaraciones sin tener ninguna fuente.",
  "coverage.figures": "La cobertura en cifras",
  "coverage.memberStatesWithSources":
    "{count, plural, one {# de {total} Estados Miembros tiene al menos una fuente} many {# de {total} Estados Miembros tienen al menos una fuente} other {# de {total} Estados Miembros tienen al menos una fuente}}",
  "coverage.memberStatesWithStatements":
    "{count, plural, one {# de {total} Estados Miembros tiene al menos una declaración} many {# de {total} Estados Miembros tienen al menos una declaración} other {# de {total} Estados Miembros tienen al menos una declaración}}",
  "coverage.statements":
    "{count, plural, =0 {Aún no hay declaraciones indexadas} one {# declaración indexada} many {# declaraciones indexadas} other {# declaraciones indexadas}}",
  "coverage.sources":
    "{count, plural, =0 {Aún no hay fuentes en el registro} one {# fuente en el registro ({enabled} en uso)} many {# fuentes en el registro ({enabled} en uso)} other {# fuentes en el registro ({enabled} en uso)}}",
  "coverage.note":
    "Las horas de rastreo están en UTC. Una declaración de la que solo se conoce el año o el mes se muestra solo con ese dato.",
  "coverage.tableCaption":
    "{group}: fuentes, último rastreo, declaración más reciente y número de declaraciones por país",
  "coverage.columnCountry": "País",
  "coverage.columnSources": "Fuentes",
  "coverage.columnLastCrawl": "Último rastreo (UTC)",
  "coverage.columnNewest": "Declaración más reciente",
  "coverage.columnStatements": "Declaraciones",
  "coverage.never": "nunca",
  "coverage.none": "ninguna",
  "coverage.sourcesDisabled": "desactivadas: {disabled}",
  "coverage.lastSuccess": "último rastreo correcto: {date}",
  "coverage.noSuccess": "ningún rastreo correcto todavía",
  "coverage.formerState": "antiguo Estado",
  "coverage.groupEmpty": "Ningún miembro de este grupo tiene todavía fuentes ni declaraciones.",
  "coverage.unavailable":
    "Las cifras de cobertura no están disponibles en este momento. Vuelva a intentarlo dentro de unos minutos.",

  "coverage.sourcesLink": "Estado de cada fuente, para los operadores",
  "sourceHealth.title": "Estado de las fuentes",
  "sourceHealth.lead":
    "Para los operadores: cada fuente que lee el rastreador, si sigue funcionando y qué cambió cuando dejó de hacerlo. Página de solo lectura: las fuentes se reparan desde la línea de comandos (la orden sources check muestra lo que encuentra cada selector de una fuente).",
  "sourceHealth.totals":
    "{count, plural, =0 {Aún no hay fuentes en el registro} one {# fuente; requieren atención: {flagged}} many {# fuentes; requieren atención: {flagged}} other {# fuentes; requieren atención: {flagged}}}",
  "sourceHealth.filter": "Filtrar por estado",
  "sourceHealth.filterAll": "Todas",
  "sourceHealth.filterFlagged": "Requieren atención",
  "sourceHealth.filterCount": "{label} ({number})",
  "sourceHealth.flag.failing": "Con errores",
  "sourceHealth.flag.script-errors": "Scripts con errores",
  "sourceHealth.flag.selectors-broken": "Los selectores no encuentran nada",
  "sourceHealth.flag.stale": "Sin novedades",
  "sourceHealth.flag.ok": "Funciona",
  "sourceHealth.flag.not-crawled": "Aún no rastreada",
  "sourceHealth.flag.disabled": "Desactivada",
  "sourceHealth.note":
    "Horas en UTC. Con errores: el último rastreo no pudo leer el canal o la lista. Scripts con errores: los scripts de sus páginas, mostradas en un navegador, dieron errores en el último rastreo (las páginas pueden mostrar menos de lo que el sitio publica). Los selectores no encuentran nada: los últimos rastreos no hallaron ninguna entrada donde los anteriores sí las hallaban. Sin novedades: ninguna declaración nueva durante más tiempo del que permite su ritmo habitual (tres veces el intervalo habitual entre dos declaraciones, y al menos diez días).",
  "sourceHealth.tableCaption": "Fuentes rastreadas y su estado, primero las que requieren atención",
  "sourceHealth.columnCountry": "País",
  "sourceHealth.columnSource": "Fuente",
  "sourceHealth.columnKind": "Tipo",
  "sourceHealth.columnCrawled": "Rastreada",
  "sourceHealth.columnHealth": "Estado",
  "sourceHealth.columnLastGood": "Última lectura correcta (UTC)",
  "sourceHealth.columnLastBad": "Última lectura fallida (UTC)",
  "sourceHealth.columnChange": "Qué cambió",
  "sourceHealth.kind.rss": "Canal RSS o Atom",
  "sourceHealth.kind.html": "Lista en la web",
  "sourceHealth.kind.sitemap": "Mapa del sitio (sitemap)",
  "sourceHealth.kind.json": "Canal JSON",
  "sourceHealth.kind.pdf": "Lista de PDF",
  "sourceHealth.rendered": "representada en un navegador (JavaScript)",
  "sourceHealth.yes": "Sí",
  "sourceHealth.no": "No",
  "sourceHealth.entries": "{count, plural, one {# entrada} many {# entradas} other {# entradas}}",
  "sourceHealth.http": "HTTP {status}",
  "sourceHealth.noEntries": "ninguna entrada encontrada",
  "sourceHealth.change.http":
    "HTTP {status} desde el {date} ({count, plural, one {# rastreo} many {# rastreos} other {# rastreos}})",
  "sourceHealth.change.failing":
    "{reason} desde el {date} ({count, plural, one {# rastreo} many {# rastreos} other {# rastreos}})",
  "sourceHealth.change.itemsFell":
    "Las entradas por rastreo bajaron de {from} a 0 el {date} ({count, plural, one {# rastreo} many {# rastreos} other {# rastreos}} desde entonces)",
  "sourceHealth.change.scriptErrors":
    "los scripts de sus páginas dieron errores en el rastreo del {date}: {errors}",
  "sourceHealth.change.neverFound":
    "Ningún rastreo ha hallado entradas desde el {date} ({count, plural, one {# rastreo} many {# rastreos} other {# rastreos}})",
  "sourceHealth.change.silent":
    "Ninguna declaración nueva desde hace {count, plural, one {# día} many {# días} other {# días}} (la más reciente: {date})",
  "sourceHealth.change.usual":
    "normalmente una cada {count, plural, one {# día} many {# días} other {# días}}",
  "sourceHealth.change.silentAndUsual": "{silent}; {usual}",
  "sourceHealth.empty": "Ninguna fuente en este estado por ahora.",
  "sourceHealth.unavailable":
    "El estado de las fuentes no está disponible en este momento. Vuelva a intentarlo dentro de unos minutos.",

  "articles.title": "Artículos",
  "articles.lead": "Guías para buscar y leer declaraciones oficiales con {product}.",
  "articles.published": "Publicado el {date}",
  "articles.empty": "Todavía no se ha publicado ningún artículo en este idioma.",
  "articles.backToList": "Todos los artículos",

  "content.contactNone": "Esta instalación de {product} aún no ha publicado una dirección de contacto.",
  "content.contactEmail": "Escríbanos a {email}.",
  "content.lastUpdated": "Última actualización: {date}",

  "calendar.navigation": "Elegir el mes",
  "calendar.previousYear": "Año anterior",
  "calendar.previousPeriod": "Mes anterior",
  "calendar.currentPeriod": "Este mes",
  "calendar.nextPeriod": "Mes siguiente",
  "calendar.nextYear": "Año siguiente",
  "calendar.untitled": "Sin título",
  "calendar.caption": "{caption}, {month}",
  "calendar.itemDates": "({dates})",

  "map.disclaimer":
    "Los límites y los nombres que figuran en este mapa y las denominaciones utilizadas en él no implican su apoyo o aceptación oficial por las Naciones Unidas. La línea de puntos representa aproximadamente la Línea de Control en Jammu y Cachemira convenida por la India y el Pakistán. Las partes aún no han convenido en el estatuto definitivo de Jammu y Cachemira. Aún no se ha determinado el límite definitivo entre la República del Sudán y la República de Sudán del Sur. Existe una controversia entre los Gobiernos de la Argentina y del Reino Unido de Gran Bretaña e Irlanda del Norte relativa a la soberanía sobre las Islas Malvinas (Falkland).",
  "map.countryLabel":
    "{country}: {count, plural, one {# declaración} many {# declaraciones} other {# declaraciones}}",
  "map.statements": "{count, plural, one {# declaración} many {# declaraciones} other {# declaraciones}}",
  "map.legendTitle": "Declaraciones",
  "map.legendRange": "{from}–{to}",
  "map.legendOutside": "Fuera de los {count} primeros",
  "map.tableRank": "Puesto",
  "map.tableCountry": "País",
  "map.tableStatements": "Declaraciones",
  "map.tableOnly": "Solo en la tabla (organizaciones y antiguos Estados): {names}",

  "offline.title": "No tiene conexión",
  "offline.text":
    "Esta página no se ha guardado para leerla sin conexión. Las páginas que ya abrió y su informe siguen disponibles.",
  "offline.retry": "Volver a intentar",

  "error.title": "Error",
  "error.notFound": "No se pudo encontrar esta página",
  "error.methodNotAllowed": "Esta página solo puede leerse: no acepta datos enviados",
  "error.server": "Se produjo un problema por nuestra parte. Vuelva a intentarlo en un momento.",
  "error.unavailable": "El servicio se está iniciando o está ocupado. Vuelva a intentarlo en un momento.",
  "error.unknownMiddleware": "Middleware {name} desconocido",
  "error.status": "Error {status}",
  "error.backHome": "Volver a la página de inicio",
  "error.errorPageFailed": "Se produjo un error al mostrar la página de error",
  "error.goBackHome": "Volver al inicio",

  "footer.credits":
    "Incluye el corpus de los debates generales de las Naciones Unidas (UN General Debate Corpus; Jankin, Baturo y Dasandi, CC0). Los nombres de países siguen el uso de las Naciones Unidas.",
  "footer.independent":
    "{product} es una herramienta de búsqueda independiente. Solo hacen fe los originales publicados en los sitios web de los emisores.",
  "blocTimeline.title": "El bloque en el tiempo",
  "blocTimeline.lead":
    "{bloc}: cuándo cada miembro se pronunció por primera y por última vez sobre «{query}» en el período, y la proporción de miembros que se habían pronunciado.",
  "blocTimeline.none": "{bloc}: ningún miembro se pronunció sobre esto en el período.",
  "blocTimeline.sortLabel": "Orden",
  "blocTimeline.sortFirst": "Primero en pronunciarse",
  "blocTimeline.sortLast": "Último en pronunciarse",
  "blocTimeline.sortStatements": "Más declaraciones",
  "blocTimeline.sortName": "Nombre",
  "blocTimeline.legendFirst": "Primera declaración",
  "blocTimeline.legendLast": "Última declaración",
  "blocTimeline.legendCoarse": "Fechada solo por mes o año",
  "blocTimeline.shareAxis": "Proporción de miembros que se habían pronunciado",
  "blocTimeline.chartTitle": "{bloc}: primera y última declaración sobre «{query}»",
  "blocTimeline.chartDescription":
    "{bloc}: {count} de {total} miembros se pronunciaron en el período; cada fila va de la primera a la última declaración de un miembro, y la línea inferior muestra la proporción de miembros que se habían pronunciado.",
  "blocTimeline.tableCaption": "{bloc}: primera y última declaración sobre «{query}», por miembro",
  "blocTimeline.member": "Miembro",
  "blocTimeline.first": "Primera declaración",
  "blocTimeline.last": "Última declaración",
  "blocTimeline.statements": "Declaraciones",
};
