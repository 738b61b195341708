import type { MinistryContent } from "./ministry-content";

/** FICTICIO: la República de Costaluna y sus vecinos no existen; ningún texto cita uno real. */

export const ES: MinistryContent = {
  language: "es",
  ministry: "Ministerio de Relaciones Exteriores de la República de Costaluna (Estado ficticio)",
  capital: "Puerto Alba",
  utcOffset: "-03:00",
  labels: {
    home: "Inicio",
    statements: "Comunicados",
    documents: "Documentos",
    contact: "Contacto",
    latest: "Últimos comunicados",
    next: "Siguiente »",
    download: "Descargar (PDF)",
    rights: "Todos los derechos reservados.",
    fictional: "Sitio ficticio, creado para pruebas de software.",
  },
  statements: [
    {
      slug: "acuerdo-pesca-valdeverde",
      language: "es",
      title: "Costaluna y Valdeverde firman un acuerdo de pesca sostenible",
      date: "2024-04-09",
      paragraphs: [
        "La ministra de Relaciones Exteriores de la República de Costaluna y su homólogo del Reino de Valdeverde firmaron hoy en Puerto Alba un acuerdo sobre la pesca sostenible en la bahía de las Nieblas.",
        "El acuerdo establece cuotas de captura comunes, crea una comisión científica conjunta y prevé inspecciones coordinadas en los puertos de ambos países. Entrará en vigor una vez que lo ratifiquen los dos parlamentos.",
        "La ministra agradeció la participación de las comunidades pesqueras en las consultas y afirmó que el acuerdo demuestra que los vecinos pueden convertir una antigua controversia en una responsabilidad compartida.",
      ],
    },
    {
      slug: "condolencias-incendios-montesol",
      language: "es",
      title: "Condolencias a la República de Montesol por los incendios forestales",
      date: "2023-08-17",
      paragraphs: [
        "El Gobierno de la República de Costaluna ha recibido con profundo pesar la noticia de las víctimas causadas por los incendios forestales que afectan al norte de la República de Montesol.",
        "En nombre del pueblo costaluneño, la ministra de Relaciones Exteriores transmite su más sentido pésame a las familias de las víctimas y desea una pronta recuperación a los heridos.",
        "Costaluna ha ofrecido el envío de dos aviones cisterna y de un equipo de bomberos forestales.",
      ],
    },
    {
      slug: "visita-oficial-islas-arenas",
      language: "es",
      title: "La ministra de Relaciones Exteriores concluye su visita oficial a las Islas Arenas",
      date: "2023-03-02",
      paragraphs: [
        "La ministra de Relaciones Exteriores de Costaluna concluyó hoy una visita oficial de tres días a la Federación de las Islas Arenas, la primera de un jefe de la diplomacia costaluneña en más de diez años.",
        "Durante su estancia, la ministra se reunió con el presidente y con el canciller de las Islas Arenas para tratar el comercio, los intercambios universitarios y la protección de las tortugas marinas. Ambas partes acordaron abrir una línea marítima directa entre sus capitales.",
      ],
    },
    {
      slug: "alto-el-fuego-sierra-alta",
      language: "es",
      title: "Costaluna celebra el alto el fuego en la Sierra Alta",
      date: "2022-10-20",
      paragraphs: [
        "La República de Costaluna celebra el alto el fuego acordado ayer por las partes en el conflicto de la Sierra Alta y las exhorta a respetarlo plenamente.",
        "Solo el diálogo permitirá alcanzar una paz duradera. Costaluna apoya la mediación de la organización regional y está dispuesta a acoger nuevas rondas de negociación en Puerto Alba.",
        "El Gobierno aumentará además su contribución humanitaria para que la ayuda llegue a las aldeas aisladas desde el invierno.",
      ],
    },
    {
      slug: "consulado-general-ciudad-verde",
      language: "es",
      title: "Apertura de un consulado general en Ciudad Verde",
      date: "2022-06-07",
      paragraphs: [
        "El Ministerio de Relaciones Exteriores anuncia la apertura de un consulado general de la República de Costaluna en Ciudad Verde, la mayor ciudad portuaria del Reino de Valdeverde.",
        "El consulado atenderá a los numerosos costaluneños que viven y trabajan en la región: expedirá pasaportes, legalizará documentos y asistirá a los viajeros en dificultades. También promoverá los lazos comerciales y culturales entre ambos países.",
      ],
    },
    {
      slug: "conferencia-regional-agua",
      language: "es",
      title: "Puerto Alba acogerá una conferencia regional sobre el agua",
      date: "2021-11-15",
      paragraphs: [
        "La República de Costaluna acogerá en Puerto Alba una conferencia regional sobre la gestión del agua, que reunirá a ministros, científicos y representantes de las comunidades rurales.",
        "Los participantes debatirán sobre la protección de los acuíferos, el riego eficiente y la cooperación en las cuencas compartidas. Sus conclusiones se presentarán en la próxima reunión del consejo regional de medio ambiente.",
      ],
    },
    {
      slug: "ayuda-humanitaria-huracan",
      language: "es",
      title: "Ayuda humanitaria tras el paso del huracán por Montesol",
      date: "2021-05-04",
      paragraphs: [
        "Tras el paso del huracán por la costa oriental de la República de Montesol, el Gobierno de Costaluna ha decidido enviar ayuda humanitaria de emergencia.",
        "Un primer avión con tiendas de campaña, mantas, medicamentos y equipos de potabilización de agua despegó esta mañana de Puerto Alba. Un equipo médico se sumará en los próximos días.",
        "El Ministerio mantiene un contacto estrecho con las autoridades de Montesol y con los organismos internacionales presentes sobre el terreno.",
      ],
    },
  ],
  documents: [
    {
      slug: "comunicado-conjunto-montesol",
      language: "es",
      title: "Comunicado conjunto de la República de Costaluna y la República de Montesol",
      date: "2024-02-27",
      paragraphs: [
        "Al término de la primera reunión de la comisión mixta, ambos gobiernos aprobaron un programa de trabajo sobre la prevención de incendios forestales en la zona fronteriza.",
        "Acordaron reunirse dos veces al año, alternativamente en Puerto Alba y en la capital de Montesol, y compartir sus sistemas de alerta temprana.",
      ],
    },
  ],
};
