// The on-demand pages' styles stay in the app chunk's stylesheet, linked in <head>: the server
// renders these pages, and they must look right before (or without) their script.
import '../../components/settings-nav/settings-nav.css';
import '../../features/abuse/components/abuse.css';
import '../../features/account/components/account-forms.css';
import '../../features/account/components/dashboard-settings.css';
import '../../features/admin-pages/components/admin-pages.css';
import '../../features/blog-page/components/blog-page.css';
import '../../features/following/components/following.css';
import '../../features/help/components/help.css';
import '../../features/search-page/components/search-page.css';
import '../../features/settings/components/settings.css';
