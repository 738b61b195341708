import type { FixtureStatement, MinistryContent } from "./ministry-content";

/** FICTIONAL: the Republic of Examplia and its neighbours do not exist; no text quotes a real one. */

const visit: FixtureStatement = {
  slug: "minister-visit-sundara",
  language: "en",
  title: "Minister of Foreign Affairs concludes visit to the Republic of Sundara",
  date: "2023-11-21",
  paragraphs: [
    "The Minister of Foreign Affairs of Examplia today concluded a three-day official visit to the Republic of Sundara, the first by an Examplian foreign minister in more than a decade.",
    "In the capital, the Minister held talks with the President and the Foreign Minister of Sundara on trade, university exchanges and the protection of migratory birds along the shared coast. The two sides agreed to open direct flights between their capitals next year.",
    "The Minister also met students of the Examplian language school and visited the lighthouse that the two countries rebuilt together after the storms.",
  ],
};

/**
 * The same statement published again two days later under a new address, with one sentence
 * added: a near duplicate the crawler's dedupe must recognise.
 */
export const REPUBLISHED_VISIT: FixtureStatement = {
  ...visit,
  slug: "minister-visit-sundara-updated",
  date: "2023-11-23",
  paragraphs: [
    ...visit.paragraphs.slice(0, -1),
    `${visit.paragraphs.at(-1)} The Minister will report on the visit to the Foreign Affairs Committee of Parliament.`,
  ],
};

export const EN: MinistryContent = {
  language: "en",
  ministry: "Ministry of Foreign Affairs of the Republic of Examplia (fictional)",
  capital: "Port Merrow",
  utcOffset: "+00:00",
  labels: {
    home: "Home",
    statements: "Statements",
    documents: "Documents",
    contact: "Contact",
    latest: "Latest statements",
    next: "Next ›",
    download: "Download (PDF)",
    rights: "All rights reserved.",
    fictional: "A fictional site, made for software tests.",
  },
  statements: [
    {
      slug: "norvale-fisheries-agreement",
      language: "en",
      title: "Examplia and Norvale sign an agreement on fisheries in the Grey Sound",
      date: "2024-05-14",
      paragraphs: [
        "The Minister of Foreign Affairs of the Republic of Examplia and her counterpart from the Kingdom of Norvale today signed an agreement on the sustainable management of fisheries in the Grey Sound, concluding two years of technical negotiations.",
        "The agreement sets shared catch limits, creates a joint scientific commission and opens the ports of both countries to inspectors from either side. It will enter into force once both parliaments have ratified it.",
        "The Minister thanked the coastal communities of both countries, whose fishermen took part in the consultations, and said that the agreement showed how neighbours can turn a long-standing dispute into a shared responsibility.",
      ],
    },
    {
      slug: "condolences-azure-isles-floods",
      language: "en",
      title: "Condolences to the Federation of the Azure Isles after the floods",
      date: "2024-02-03",
      paragraphs: [
        "The Government of the Republic of Examplia has learned with deep sadness of the loss of life caused by the floods that struck the southern islands of the Federation of the Azure Isles this week.",
        "On behalf of the people of Examplia, the Minister of Foreign Affairs extends her sincere condolences to the families of the victims and wishes a swift recovery to the injured.",
        "Examplia stands ready to send emergency supplies and a team of water engineers at the request of the authorities of the Azure Isles.",
      ],
    },
    visit,
    REPUBLISHED_VISIT,
    {
      slug: "ceasefire-eastern-valleys",
      language: "en",
      title: "Examplia welcomes the ceasefire in the Eastern Valleys",
      date: "2023-07-08",
      paragraphs: [
        "The Republic of Examplia welcomes the ceasefire agreed yesterday by the parties to the conflict in the Eastern Valleys and calls on all of them to respect it fully.",
        "A lasting settlement can only come through dialogue. Examplia supports the mediation led by the regional organization and is ready to host further rounds of talks in Port Merrow if the parties so wish.",
        "The Government will also increase its humanitarian contribution so that aid can reach the villages that have been cut off since the winter.",
      ],
    },
    {
      slug: "consulate-general-lindenport",
      language: "en",
      title: "New Consulate General of Examplia opens in Lindenport",
      date: "2022-09-26",
      paragraphs: [
        "The Ministry of Foreign Affairs announces the opening of a Consulate General of the Republic of Examplia in Lindenport, the largest port city of the Kingdom of Norvale.",
        "The consulate will serve the many Examplian citizens who live and work in the region: it will issue passports, certify documents and assist travellers in difficulty. It will also promote trade and cultural links between the two countries.",
      ],
    },
    {
      slug: "coastal-waters-conference",
      language: "en",
      title: "Port Merrow to host a conference on the protection of coastal waters",
      date: "2022-04-12",
      paragraphs: [
        "The Republic of Examplia will host an international conference on the protection of coastal waters in Port Merrow, bringing together ministers, scientists and representatives of fishing communities from around the Grey Sea.",
        "The conference will discuss plastic pollution, the restoration of seagrass meadows and the monitoring of warming waters. Its conclusions will be submitted to the next meeting of the regional environment council, as foreseen by the declaration of 3 May 2019.",
        "Civil society organizations may register until the end of the month.",
      ],
    },
    {
      slug: "humanitarian-aid-northern-highlands",
      language: "en",
      title: "Humanitarian aid for the people of the Northern Highlands",
      date: "2021-12-06",
      paragraphs: [
        "Following the earthquake in the Northern Highlands of the Republic of Sundara, the Government of Examplia has decided to provide emergency humanitarian assistance.",
        "A first shipment of tents, blankets, medicines and water purification equipment left Port Merrow this morning. A medical team of twelve doctors and nurses will follow in the coming days.",
        "The Ministry remains in close contact with the authorities of Sundara and with the international organizations present on the ground.",
      ],
    },
  ],
  documents: [
    {
      slug: "joint-communique-norvale",
      language: "en",
      title: "Joint communiqué of the Republic of Examplia and the Kingdom of Norvale",
      date: "2024-06-18",
      paragraphs: [
        "At the close of the first meeting of the joint commission on the Grey Sound, the two governments adopted a programme of work on the shared management of its waters.",
        "They agreed to meet twice a year, in turn in Port Merrow and in Lindenport, and to publish the commission's scientific reports.",
      ],
    },
  ],
};
