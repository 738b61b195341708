import type { Messages } from "./en";

export const zh: Messages = {
  "meta.description":
    "检索联合国193个会员国、观察员国和政府间组织的官方新闻稿和声明，支持阿拉伯文、中文、英文、法文、俄文和西班牙文。",
  "meta.tagline": "联合国会员国官方声明，支持六种语文检索",

  "a11y.skipToContent": "跳至主要内容",
  "a11y.mainNavigation": "主导航",
  "a11y.footerNavigation": "关于{product}",
  "a11y.languageSwitcher": "界面语言",
  "a11y.homeLink": "{product}首页",
  "a11y.pageLoading": "正在加载页面…",
  "a11y.pageLoaded": "{title}",

  "nav.home": "首页",
  "nav.search": "检索",
  "nav.analytics": "分析",
  "nav.analyticsTool": "分析工具",
  "nav.report": "报告",
  "nav.about": "关于",
  "nav.methodology": "方法说明",
  "nav.articles": "文章",
  "nav.privacyPolicy": "隐私政策",
  "nav.contact": "联系我们",
  "nav.disclaimer": "免责声明",
  "nav.partners": "合作伙伴",
  "nav.apiDocs": "API",

  "connectivity.offline": "您已离线。已打开过的页面仍可访问。",
  "connectivity.online": "您已恢复联网。",

  "searchBox.label": "按主题或国家检索声明",
  "searchBox.placeholder": "主题或国家，例如：气候、苏丹",
  "searchBox.submit": "检索",

  "home.title": "各国说了什么？",
  "home.lead":
    "{product}检索联合国193个会员国、观察员国和政府间组织的官方新闻稿和声明，涵盖联合国全部六种正式语文。",
  "home.statementsIndexed": "{count, plural, =0 {尚未收录任何声明} other {已收录 # 份声明}}",
  "home.memberStatesCovered": "{count, plural, other {已涵盖 {total} 个会员国中的 # 个}}",
  "home.statsUnavailable": "目前无法提供统计数据。",
  "home.explore": "探索",
  "home.exploreSearch": "按主题或国家检索，按集团和时间段筛选，并进行排序。",
  "home.exploreAnalytics": "了解各国在不同时期、在何处提及某一主题及其频率。",
  "home.exploreReport": "将声明汇编成报告，以便打印、下载和分享。",

  "search.title": "检索",
  "search.titleWithQuery": "“{query}”：检索",
  "search.heading": "检索结果",
  "search.prompt": "在检索框中输入主题或国家，即可查找声明。",
  "search.total": "{count, plural, =0 {没有声明} other {# 份声明}}",
  "search.noResults.title": "未找到结果",
  "search.noResults.text": "很抱歉，未能找到与您的检索相符的结果。",
  "search.errorQueryTooLong": "检索内容过长：最多可输入 1000 个字符。",
  "search.errorTooManyTerms": "检索词过多：最多可输入 32 个词。",
  "search.errorStopWordsOnly":
    "检索内容仅包含非常常见的词语（如“的”或“和”），几乎所有声明都会与之匹配。请添加更具体的词语。",
  "search.errorInvalid": "无法识别部分检索内容。请检查筛选条件后重试。",
  "search.unavailable": "检索功能暂时不可用，请几分钟后再试。",
  "search.originalLink": "发布方网站上的原文",
  "search.resultMeta": "{country} · {date} · {language}",

  "report.title": "报告",
  "report.lead":
    "您的报告汇集您从检索结果中添加的声明。报告仅保存在本浏览器中，不会向我们的服务器发送任何内容。",
  "report.empty.title": "您的报告为空",
  "report.empty.text": "检索某一主题或国家，然后在想要保留的声明上选择“添加到报告”。",
  "report.empty.action": "开始检索",

  "analytics.title": "分析",
  "analytics.lead":
    "各国在不同时期提及某一主题的频率、与其他主题的比较、在世界各地的分布，以及{total}个会员国中有多少个提及该主题。",
  "analytics.prompt": "在检索栏顶部添加关键词以显示图表",
  "analytics.sectionTrends": "外交趋势",
  "analytics.sectionComparison": "历时比较",
  "analytics.sectionMap": "前20个国家",
  "analytics.sectionCoverage": "发表声明的会员国",
  "analytics.notYet": "“{query}”的图表正在准备中，将在此处显示。",

  "analyticsTool.title": "分析工具",
  "analyticsTool.lead": "选择词语、国家、集团和时间段，在日历上逐日跟踪声明。",

  "articles.title": "文章",
  "articles.lead": "关于使用{product}检索和阅读官方声明的指南。",
  "articles.published": "发布于{date}",
  "articles.empty": "尚无以此语文发布的文章。",
  "articles.backToList": "全部文章",

  "content.contactNone": "此{product}实例尚未公布联系地址。",
  "content.contactEmail": "请发送电子邮件至{email}。",
  "content.lastUpdated": "最后更新：{date}",

  "map.disclaimer":
    "本地图所示边界和名称及所用称谓并不意味着联合国正式认可或接受。虚线大致代表印度和巴基斯坦商定的查谟和克什米尔控制线。双方尚未商定查谟和克什米尔的最终地位。苏丹共和国和南苏丹共和国之间的最终边界尚未确定。阿根廷政府与大不列颠及北爱尔兰联合王国政府之间对福克兰群岛（马尔维纳斯）的主权存在争议。",

  "offline.title": "您已离线",
  "offline.text": "此页面未保存供离线阅读。您之前打开过的页面和您的报告仍可访问。",
  "offline.retry": "重试",

  "error.title": "错误",
  "error.notFound": "找不到此页面",
  "error.server": "我们这边出现了问题，请稍后再试。",
  "error.unknownMiddleware": "未知的中间件 {name}",
  "error.status": "错误 {status}",
  "error.backHome": "返回首页",
  "error.errorPageFailed": "显示错误页面时出错",
  "error.goBackHome": "回到首页",

  "footer.credits":
    "包含联合国一般性辩论语料库（UN General Debate Corpus；Jankin、Baturo 和 Dasandi，CC0）。国家名称遵循联合国用法。",
  "footer.independent": "{product}是一个独立的检索工具。以发布方网站上的原文为准。",
};
